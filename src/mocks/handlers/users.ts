import { HttpResponse, type HttpHandler } from 'msw';
import { MESSAGES } from '../../api/messages.ts';
import { loginRequestSchema, passwordResetRequestSchema, registerRequestSchema, type RegisteredUser } from '../../schemas/index.ts';
import { SAMPLE } from '../data.ts';
import { AUTH_ROUTES, USER_ROUTES } from '../../api/contract/routes.ts';
import { bearerToken } from '../sessions.ts';
import { errorResponse, idParam, readBody, route, type HandlerContext } from './kit.ts';

const withoutPassword = ({ password: _password, ...user }: RegisteredUser) => user;

/** Sign-in, registration and the protected /users calls (spec section 7). */
export function userHandlers(ctx: HandlerContext): HttpHandler[] {
  const { db, sessions } = ctx;
  return [
    route(ctx, AUTH_ROUTES.authenticate, async ({ request }) => {
      const body = await readBody(request, loginRequestSchema);
      if (!body.ok) return errorResponse(400, MESSAGES.invalidCredentials);
      const { email, password } = body.value;
      // Spec: the fake login matches on both e-mail and password.
      const user = db.allUsers().find((u) => u.email.toLowerCase() === email.toLowerCase() && u.password === password);
      if (!user) return errorResponse(400, MESSAGES.invalidCredentials);
      return HttpResponse.json({
        id: user.id,
        email: user.email,
        username: user.username,
        firstName: user.firstName,
        lastName: user.lastName,
        token: sessions.create(user.id),
      });
    }),

    route(ctx, USER_ROUTES.logout, ({ request }) => {
      const token = bearerToken(request);
      if (token) sessions.revoke(token);
      return new HttpResponse(null, { status: 204 });
    }),

    route(ctx, AUTH_ROUTES.register, async ({ request }) => {
      const body = await readBody(request, registerRequestSchema);
      if (!body.ok) return body.response;
      const { username } = body.value;
      if (db.allUsers().some((u) => u.username.toLowerCase() === username.toLowerCase()))
        return errorResponse(400, MESSAGES.usernameTaken(username));
      db.addUser(body.value);
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

    route(ctx, USER_ROUTES.deleteUser, ({ params }) => {
      const id = idParam(params);
      if (id === null || !db.removeUser(id)) return errorResponse(404, 'User not found');
      sessions.revokeUser(id);
      return HttpResponse.json({ id });
    }),

    route(ctx, USER_ROUTES.apiUsers, () => HttpResponse.json(db.list('userlist') ?? SAMPLE.userlist)),
  ];
}
