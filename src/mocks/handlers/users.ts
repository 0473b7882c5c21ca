import { HttpResponse, type HttpHandler } from 'msw';
import { DEFAULT_ROLE, isRole, permissionsOf, type Role } from '../../api/contract/permissions.ts';
import { AUTH_ROUTES, USER_ROUTES } from '../../api/contract/routes.ts';
import { INVITE_DAYS, INVITE_PARAM, inviteRequestSchema, registerBodySchema, userPatchSchema } from '../../api/contract/users.ts';
import { MESSAGES } from '../../api/messages.ts';
import { loginRequestSchema, passwordResetRequestSchema } from '../../schemas/index.ts';
import { SAMPLE } from '../data.ts';
import { bearerToken, randomToken } from '../sessions.ts';
import { errorResponse, idParam, readBody, route, type HandlerContext } from './kit.ts';

/** Sign-in, registration and the sign-out (which revokes the token it is called with). */
function authHandlers(ctx: HandlerContext): HttpHandler[] {
  const { db, sessions, accounts } = ctx;
  return [
    route(ctx, AUTH_ROUTES.authenticate, async ({ request }) => {
      const body = await readBody(request, loginRequestSchema);
      if (!body.ok) return errorResponse(400, MESSAGES.invalidCredentials);
      const { email, password } = body.value;
      // The fake login matches on both e-mail and password.
      const user = db.allUsers().find((u) => u.email.toLowerCase() === email.toLowerCase() && u.password === password);
      if (!user) return errorResponse(400, MESSAGES.invalidCredentials);
      const { role, status } = accounts.extrasOf(user);
      if (status !== 'active') return errorResponse(403, MESSAGES.accountDeactivated);
      accounts.recordSignIn(user);
      const { id, username, firstName, lastName } = user;
      return HttpResponse.json({
        id,
        email: user.email,
        username,
        firstName,
        lastName,
        token: sessions.create(id),
        role,
        permissions: permissionsOf(role),
      });
    }),

    route(ctx, USER_ROUTES.logout, ({ request }) => {
      const token = bearerToken(request);
      if (token) sessions.revoke(token);
      return new HttpResponse(null, { status: 204 });
    }),

    // The fake backend registers as the reference server does with REGISTRATION=open: a viewer, or the role of a valid invitation.
    route(ctx, AUTH_ROUTES.register, async ({ request }) => {
      const body = await readBody(request, registerBodySchema);
      if (!body.ok) return body.response;
      const { invite, ...input } = body.value;
      const invitation = invite === undefined ? undefined : accounts.liveInvite(invite, input.email);
      if (invite !== undefined && !invitation) return errorResponse(403, MESSAGES.inviteRequired);
      const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
      if (db.allUsers().some((u) => same(u.username, input.username) || same(u.email, input.email)))
        return errorResponse(400, MESSAGES.usernameTaken(input.username));
      const user = db.addUser(input);
      accounts.start(user.id, invitation && isRole(invitation.role) ? invitation.role : DEFAULT_ROLE);
      if (invitation) accounts.useInvite(invitation.token);
      return new HttpResponse(null, { status: 200 });
    }),

    route(ctx, AUTH_ROUTES.resetPassword, async ({ request }) => {
      const body = await readBody(request, passwordResetRequestSchema);
      if (!body.ok) return body.response;
      return new HttpResponse(null, { status: 200 });
    }),
  ];
}

/** The administrators' calls on accounts: list, read, change role or status, delete, invite. */
function adminHandlers(ctx: HandlerContext): HttpHandler[] {
  const { db, sessions, accounts } = ctx;
  const find = (id: number | null) => db.allUsers().find((u) => u.id === id);
  return [
    route(ctx, USER_ROUTES.listUsers, () => HttpResponse.json(db.allUsers().map((u) => accounts.managed(u)))),

    route(ctx, USER_ROUTES.getUser, ({ params }) => {
      const user = find(idParam(params));
      return HttpResponse.json(user ? accounts.managed(user) : null);
    }),

    route(ctx, USER_ROUTES.updateUser, async ({ request, params }) => {
      const user = find(idParam(params));
      if (!user) return errorResponse(404, MESSAGES.userNotFound);
      const body = await readBody(request, userPatchSchema);
      if (!body.ok) return body.response;
      const before = accounts.extrasOf(user);
      const after = { role: body.value.role ?? before.role, status: body.value.status ?? before.status };
      if (after.role === before.role && after.status === before.status) return HttpResponse.json(accounts.managed(user));
      if (accounts.removesLastManager(user.id, before, after)) return errorResponse(409, MESSAGES.lastAdmin);
      if (user.id === sessions.userOf(bearerToken(request))) return errorResponse(403, MESSAGES.ownAccount);
      accounts.setStanding(user, after);
      if (after.status === 'deactivated') sessions.revokeUser(user.id);
      return HttpResponse.json(accounts.managed(user));
    }),

    route(ctx, USER_ROUTES.deleteUser, ({ params }) => {
      const user = find(idParam(params));
      if (!user) return errorResponse(404, MESSAGES.userNotFound);
      if (accounts.removesLastManager(user.id, accounts.extrasOf(user), null)) return errorResponse(409, MESSAGES.lastAdmin);
      db.removeUser(user.id);
      sessions.revokeUser(user.id);
      return HttpResponse.json({ id: user.id });
    }),

    route(ctx, USER_ROUTES.inviteUser, async ({ request }) => {
      const body = await readBody(request, inviteRequestSchema);
      if (!body.ok) return body.response;
      const { email, role, continueUrl } = body.value;
      if (db.allUsers().some((u) => u.email.toLowerCase() === email.toLowerCase())) return errorResponse(409, MESSAGES.accountTaken);
      const token = randomToken();
      const expiresAt = new Date(Date.now() + INVITE_DAYS * 86_400_000).toISOString();
      accounts.addInvite({ email, role, token, expiresAt, used: false });
      // A demo backend sends no mail: the link is in the answer for the administrator to pass on.
      const link = new URL(continueUrl ?? new URL('/auth/register/', request.url).toString());
      link.searchParams.set(INVITE_PARAM, token);
      return HttpResponse.json({ email, role: role satisfies Role, expiresAt, link: link.toString() }, { status: 201 });
    }),

    route(ctx, USER_ROUTES.apiUsers, () => HttpResponse.json(db.list('userlist') ?? SAMPLE.userlist)),
  ];
}

/** Sign-in, registration and the protected /users calls. */
export function userHandlers(ctx: HandlerContext): HttpHandler[] {
  return [...authHandlers(ctx), ...adminHandlers(ctx)];
}
