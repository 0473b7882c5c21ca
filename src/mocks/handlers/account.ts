import { HttpResponse, type HttpHandler } from 'msw';
import { ACCOUNT_ROUTES, ACCOUNT_TAKEN, WRONG_CURRENT_PASSWORD } from '../../contract/account.ts';
import { permissionsOf } from '../../contract/permissions.ts';
import { passwordChangeSchema, profileUpdateSchema, type AccountExtras, type Profile } from '../../schemas/account.ts';
import type { RegisteredUser } from '../../schemas/index.ts';
import { isCommonPassword, PASSWORD_MESSAGES } from '../../contract/password-rule.ts';
import { MESSAGES } from '../../contract/messages.ts';
import { bearerToken } from '../sessions.ts';
import { diffFields } from '../../contract/audit.ts';
import { errorResponse, readBody, route, type HandlerContext } from './kit.ts';

/** GET/PUT /users/me and POST /users/me/password for the account whose session the bearer token is. */
export function accountHandlers(ctx: HandlerContext): HttpHandler[] {
  const { db, sessions, accounts } = ctx;
  const me = (request: Request) => {
    const id = sessions.userOf(bearerToken(request));
    return db.allUsers().find((u) => u.id === id);
  };
  const extrasOf = (user: RegisteredUser): AccountExtras => accounts.extrasOf(user);
  const profileOf = (user: RegisteredUser): Profile => {
    const { id, email, username, firstName, lastName } = user;
    const { role, createdAt, preferences } = extrasOf(user);
    return { id, email, username, firstName, lastName, role, permissions: [...permissionsOf(role)], createdAt, preferences };
  };

  return [
    route(ctx, ACCOUNT_ROUTES.getMe, ({ request }) => {
      const user = me(request);
      return user ? HttpResponse.json(profileOf(user)) : errorResponse(401, 'Unauthorised');
    }),

    route(ctx, ACCOUNT_ROUTES.updateMe, async ({ request }) => {
      const user = me(request);
      if (!user) return errorResponse(401, 'Unauthorised');
      const body = await readBody(request, profileUpdateSchema);
      if (!body.ok) return body.response;
      const { preferences, currentPassword, ...fields } = body.value;
      const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
      // Changing the sign-in address takes the password, as on the reference server.
      if (!same(fields.email, user.email)) {
        if (!currentPassword) return errorResponse(400, MESSAGES.passwordNeededForEmail);
        if (currentPassword !== user.password) return errorResponse(400, WRONG_CURRENT_PASSWORD);
      }
      const taken = db.allUsers().some((u) => u.id !== user.id && (same(u.email, fields.email) || same(u.username, fields.username)));
      if (taken) return errorResponse(409, ACCOUNT_TAKEN);
      const saved = db.updateUser(user.id, fields) ?? user;
      const audited = ({ email, username, firstName, lastName }: RegisteredUser) => ({ email, username, firstName, lastName });
      const changes = diffFields(audited(user), audited(saved));
      ctx.audit.record({ actorId: user.id, action: 'account_update', resource: 'users', recordId: user.id, changes });
      db.setAccountExtras(user.id, { ...extrasOf(user), preferences });
      return HttpResponse.json(profileOf(saved));
    }),

    route(ctx, ACCOUNT_ROUTES.changePassword, async ({ request }) => {
      const user = me(request);
      if (!user) return errorResponse(401, 'Unauthorised');
      const body = await readBody(request, passwordChangeSchema);
      if (!body.ok) return body.response;
      if (body.value.currentPassword !== user.password) return errorResponse(400, WRONG_CURRENT_PASSWORD);
      if (await isCommonPassword(body.value.newPassword)) return errorResponse(400, PASSWORD_MESSAGES.common);
      db.updateUser(user.id, { password: body.value.newPassword });
      // Every other session of the account ends; this one stays.
      sessions.revokeUser(user.id, bearerToken(request));
      // That it changed, never what to.
      ctx.audit.record({ actorId: user.id, action: 'password_change', resource: 'users', recordId: user.id });
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
