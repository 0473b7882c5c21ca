import { HttpResponse, type HttpHandler } from 'msw';
import { MESSAGES } from '../../api/messages.ts';
import { loginRequestSchema, passwordResetRequestSchema, registerRequestSchema, type RegisteredUser } from '../../schemas/index.ts';
import { SAMPLE } from '../data.ts';
import { AUTH_ROUTES, USER_ROUTES } from '../../api/contract/routes.ts';
import { bearerToken } from '../sessions.ts';
import { diffFields } from '../../api/contract/audit.ts';
import { callerOf, errorResponse, idParam, readBody, route, type HandlerContext } from './kit.ts';

const withoutPassword = ({ password: _password, ...user }: RegisteredUser) => user;

/** Sign-in, registration and the protected /users calls. */
export function userHandlers(ctx: HandlerContext): HttpHandler[] {
  const { db, sessions, audit } = ctx;
  return [
    route(ctx, AUTH_ROUTES.authenticate, async ({ request }) => {
      const body = await readBody(request, loginRequestSchema);
      if (!body.ok) return errorResponse(400, MESSAGES.invalidCredentials);
      const { email, password } = body.value;
      // The fake login matches on both e-mail and password.
      const account = db.allUsers().find((u) => u.email.toLowerCase() === email.toLowerCase());
      const user = account?.password === password ? account : undefined;
      if (!user) {
        audit.record({ actorId: null, actorEmail: email, action: 'sign_in_failed', resource: 'users', recordId: account?.id ?? null });
        return errorResponse(400, MESSAGES.invalidCredentials);
      }
      const token = sessions.create(user.id);
      audit.record({ actorId: user.id, action: 'sign_in', resource: 'users', recordId: user.id });
      return HttpResponse.json({
        id: user.id,
        email: user.email,
        username: user.username,
        firstName: user.firstName,
        lastName: user.lastName,
        token,
      });
    }),

    route(ctx, USER_ROUTES.logout, ({ request }) => {
      const token = bearerToken(request);
      const userId = callerOf(ctx, request);
      if (token) sessions.revoke(token);
      audit.record({ actorId: userId, action: 'sign_out', resource: 'users', recordId: userId });
      return new HttpResponse(null, { status: 204 });
    }),

    route(ctx, AUTH_ROUTES.register, async ({ request }) => {
      const body = await readBody(request, registerRequestSchema);
      if (!body.ok) return body.response;
      const { username } = body.value;
      if (db.allUsers().some((u) => u.username.toLowerCase() === username.toLowerCase()))
        return errorResponse(400, MESSAGES.usernameTaken(username));
      const user = db.addUser(body.value);
      const changes = diffFields(null, { email: user.email, username: user.username });
      audit.record({ actorId: user.id, action: 'register', resource: 'users', recordId: user.id, changes });
      return new HttpResponse(null, { status: 200 });
    }),

    route(ctx, AUTH_ROUTES.resetPassword, async ({ request }) => {
      const body = await readBody(request, passwordResetRequestSchema);
      if (!body.ok) return body.response;
      return new HttpResponse(null, { status: 200 });
    }),

    route(ctx, USER_ROUTES.listUsers, () => HttpResponse.json(db.allUsers().map(withoutPassword))),

    route(ctx, USER_ROUTES.getUser, ({ params }) => {
      const id = idParam(params);
      const user = db.allUsers().find((u) => u.id === id);
      return HttpResponse.json(user ? withoutPassword(user) : null);
    }),

    route(ctx, USER_ROUTES.deleteUser, ({ params, request }) => {
      const id = idParam(params);
      const user = db.allUsers().find((u) => u.id === id);
      if (!user) return errorResponse(404, 'User not found');
      // Recorded first: its actor may be the account being deleted, whose e-mail it copies.
      const { email, username, firstName, lastName } = user;
      const changes = diffFields({ email, username, firstName, lastName }, null);
      audit.record({ actorId: callerOf(ctx, request), action: 'account_delete', resource: 'users', recordId: user.id, changes });
      db.removeUser(user.id);
      sessions.revokeUser(user.id);
      return HttpResponse.json({ id: user.id });
    }),

    route(ctx, USER_ROUTES.apiUsers, () => HttpResponse.json(db.list('userlist') ?? SAMPLE.userlist)),
  ];
}
