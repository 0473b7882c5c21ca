import { HttpResponse, type HttpHandler } from 'msw';
import { ACCOUNT_ROUTES, ACCOUNT_TAKEN, WRONG_CURRENT_PASSWORD } from '../../contract/account.ts';
import { permissionsOf } from '../../contract/permissions.ts';
import { passwordChangeSchema, profileUpdateSchema, type AccountExtras, type Profile } from '../../schemas/account.ts';
import type { RegisteredUser } from '../../schemas/index.ts';
import { newPasswordRefusal } from '../../contract/password-rule.ts';
import { localizePath } from '../../i18n/paths.ts';
import { isLocale } from '../../i18n/locales.ts';
import { MESSAGES } from '../../contract/messages.ts';
import { bearerToken } from '../sessions.ts';
import { diffFields } from '../../contract/audit.ts';
import { accountKey, FakeLimits } from '../limits.ts';
import { errorResponse, readBody, route, type HandlerContext } from './kit.ts';

/**
 * Checks a current password, counted per account as on the reference server: null when right, else the 400 or 429.
 * A right one does not count.
 */
function checkCurrentPassword(limits: FakeLimits, user: RegisteredUser, given: string): Response | null {
  const key = accountKey(user.id, user.email);
  const refused = limits.take('passwordCheckPerAccount', key);
  if (refused) return refused;
  if (given !== user.password) return errorResponse(400, WRONG_CURRENT_PASSWORD);
  limits.giveBack('passwordCheckPerAccount', key);
  return null;
}

/** The sign-in page in the account's language, on this page's origin (the link of the e-mail-change notice). */
function signInLink(ctx: HandlerContext, language: string): string {
  const origin = typeof location === 'undefined' ? ctx.baseUrl : location.origin;
  return new URL(localizePath(isLocale(language) ? language : 'en', 'auth/login/'), origin).href;
}

/** GET/PUT /users/me and POST /users/me/password for the account whose session the bearer token is. */
export function accountHandlers(ctx: HandlerContext): HttpHandler[] {
  const { db, sessions, accounts } = ctx;
  const limits = new FakeLimits(db);
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
      // Changing the sign-in address takes the password and counts per account, as on the reference server.
      const newEmail = !same(fields.email, user.email);
      if (newEmail) {
        if (!currentPassword) return errorResponse(400, MESSAGES.passwordNeededForEmail);
        const refused =
          limits.take('emailChangePerAccount', accountKey(user.id, user.email)) ?? checkCurrentPassword(limits, user, currentPassword);
        if (refused) return refused;
      }
      const taken = db.allUsers().some((u) => u.id !== user.id && (same(u.email, fields.email) || same(u.username, fields.username)));
      if (taken) return errorResponse(409, ACCOUNT_TAKEN);
      const saved = db.updateUser(user.id, fields) ?? user;
      const audited = ({ email, username, firstName, lastName }: RegisteredUser) => ({ email, username, firstName, lastName });
      const changes = diffFields(audited(user), audited(saved));
      ctx.audit.record({ actorId: user.id, action: 'account_update', resource: 'users', recordId: user.id, changes });
      const before = extrasOf(user);
      db.setAccountExtras(user.id, { ...before, preferences });
      if (newEmail) {
        // The other sessions and the reset links end; the old address is told.
        sessions.revokeUser(user.id, bearerToken(request));
        ctx.resetTokens.voidUser(user.id);
        ctx.mail({ kind: 'emailChanged', to: user.email, link: signInLink(ctx, before.preferences.language) });
      }
      return HttpResponse.json(profileOf(saved));
    }),

    route(ctx, ACCOUNT_ROUTES.changePassword, async ({ request }) => {
      const user = me(request);
      if (!user) return errorResponse(401, 'Unauthorised');
      const body = await readBody(request, passwordChangeSchema);
      if (!body.ok) return body.response;
      const wrong = checkCurrentPassword(limits, user, body.value.currentPassword);
      if (wrong) return wrong;
      const refusal = await newPasswordRefusal(body.value.newPassword, user);
      if (refusal) return errorResponse(400, refusal);
      db.updateUser(user.id, { password: body.value.newPassword });
      // Every other session of the account, its reset links and its lock-outs end; this session stays.
      sessions.revokeUser(user.id, bearerToken(request));
      ctx.resetTokens.voidUser(user.id);
      limits.liftAccount(user.id);
      // That it changed, never what to.
      ctx.audit.record({ actorId: user.id, action: 'password_change', resource: 'users', recordId: user.id });
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
