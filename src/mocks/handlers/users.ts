import { HttpResponse, type HttpHandler } from 'msw';
import { DEFAULT_ROLE, isRole, permissionsOf, type Role } from '../../contract/permissions.ts';
import { newPasswordRefusal } from '../../contract/password-rule.ts';
import { isLocale, type Locale } from '../../i18n/locales.ts';
import { localizePath } from '../../i18n/paths.ts';
import { AUTH_ROUTES, USER_ROUTES } from '../../contract/routes.ts';
import { diffFields } from '../../contract/audit.ts';
import { INVITE_DAYS, INVITE_PARAM, inviteRequestSchema, registerBodySchema, userPatchSchema } from '../../contract/users.ts';
import { MESSAGES } from '../../contract/messages.ts';
import { loginRequestSchema, passwordResetConfirmSchema } from '../../schemas/index.ts';
import { SAMPLE_ROWS as SAMPLE } from '../../resources/samples/rows.ts';
import { accountKey, FakeLimits } from '../limits.ts';
import { bearerToken, randomToken } from '../sessions.ts';
import { callerOf, errorResponse, idParam, readBody, route, type HandlerContext } from './kit.ts';

/** The origin and language of the page that asked (`continueUrl`), else this page's, else the API's in English. */
function pageOf(ctx: HandlerContext, continueUrl: string | undefined): { origin: string; locale: Locale } {
  const page =
    (continueUrl && URL.parse(continueUrl)) || (typeof location === 'undefined' ? URL.parse(ctx.baseUrl) : URL.parse(location.href));
  const first = page?.pathname.split('/')[1] ?? '';
  return { origin: page?.origin ?? 'http://localhost', locale: isLocale(first) ? first : 'en' };
}

const pageLink = (page: { origin: string; locale: Locale }, path: string) => new URL(localizePath(page.locale, path), page.origin).href;

/** A 400 for a new password that breaks the rules the schema cannot check, as on the reference server. */
async function refusedPassword(password: string, account?: { email: string; username: string }): Promise<Response | null> {
  const refusal = await newPasswordRefusal(password, account);
  return refusal ? errorResponse(400, refusal) : null;
}

/**
 * POST /users/authenticate, with the reference server's lock-out as it applies in one browser (src/mocks/limits.ts):
 * failures count per account, apart for an account that signed in on this device before. A deactivated account and an
 * unknown address answer as a wrong password.
 */
function signInHandler(ctx: HandlerContext, limits: FakeLimits): HttpHandler {
  const { db, sessions, accounts, audit } = ctx;
  return route(ctx, AUTH_ROUTES.authenticate, async ({ request }) => {
    const body = await readBody(request, loginRequestSchema);
    if (!body.ok) return errorResponse(400, MESSAGES.invalidCredentials);
    const { email, password } = body.value;
    const account = db.allUsers().find((u) => u.email.toLowerCase() === email.toLowerCase());
    const key = accountKey(account?.id, email);
    const count = account && limits.knownDevice(account.id) ? 'signInPerDevice' : 'signInPerAccount';
    const refused = limits.take(count, key);
    if (refused) return refused;
    // The fake login matches on both e-mail and password.
    const user = account?.password === password && accounts.extrasOf(account).status === 'active' ? account : undefined;
    if (!user) {
      audit.record({ actorId: null, actorEmail: email, action: 'sign_in_failed', resource: 'users', recordId: account?.id ?? null });
      return errorResponse(400, MESSAGES.invalidCredentials);
    }
    limits.giveBack(count, key);
    limits.rememberDevice(user.id);
    const { role } = accounts.extrasOf(user);
    accounts.recordSignIn(user);
    const { id, username, firstName, lastName } = user;
    const token = sessions.create(id);
    audit.record({ actorId: id, action: 'sign_in', resource: 'users', recordId: id });
    return HttpResponse.json({ id, email: user.email, username, firstName, lastName, token, role, permissions: permissionsOf(role) });
  });
}

/** Sign-in, registration, password reset and the sign-out (which revokes the token it is called with). */
function authHandlers(ctx: HandlerContext): HttpHandler[] {
  const { db, sessions, accounts, audit } = ctx;
  const limits = new FakeLimits(db);
  return [
    signInHandler(ctx, limits),

    route(ctx, USER_ROUTES.logout, ({ request }) => {
      const token = bearerToken(request);
      const userId = callerOf(ctx, request);
      if (token) sessions.revoke(token);
      audit.record({ actorId: userId, action: 'sign_out', resource: 'users', recordId: userId });
      return new HttpResponse(null, { status: 204 });
    }),

    // The fake backend registers as the reference server does with REGISTRATION=open: a viewer, or the role of a valid invitation.
    route(ctx, AUTH_ROUTES.register, async ({ request }) => {
      const body = await readBody(request, registerBodySchema);
      if (!body.ok) return body.response;
      const { invite, continueUrl, ...input } = body.value;
      const invitation = invite === undefined ? undefined : accounts.liveInvite(invite, input.email);
      if (invite !== undefined && !invitation) return errorResponse(403, MESSAGES.inviteRequired);
      const weak = await refusedPassword(input.password, input);
      if (weak) return weak;
      const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
      const owner = db.allUsers().find((u) => same(u.email, input.email));
      // A taken e-mail or username answers as a registration, so the form does not tell who has an account; the
      // owner of the e-mail, or the address registering, is told by mail instead.
      if (owner) {
        ctx.mail({ kind: 'registerTaken', to: owner.email, link: pageLink(pageOf(ctx, undefined), 'auth/forgot-password/') });
        return new HttpResponse(null, { status: 200 });
      }
      if (db.allUsers().some((u) => same(u.username, input.username))) {
        ctx.mail({ kind: 'usernameTaken', to: input.email, link: pageLink(pageOf(ctx, continueUrl), 'auth/register/') });
        return new HttpResponse(null, { status: 200 });
      }
      const user = db.addUser(input);
      accounts.start(user.id, invitation && isRole(invitation.role) ? invitation.role : DEFAULT_ROLE);
      if (invitation) accounts.useInvite(invitation.token);
      const changes = diffFields(null, { email: user.email, username: user.username });
      audit.record({ actorId: user.id, action: 'register', resource: 'users', recordId: user.id, changes });
      return new HttpResponse(null, { status: 200 });
    }),

    route(ctx, AUTH_ROUTES.resetPassword, async ({ request }) => {
      const body = await readBody(request, AUTH_ROUTES.resetPassword.body);
      if (!body.ok) return body.response;
      // Per target address, known or not, as on the reference server.
      const refused = limits.take('resetPerTarget', body.value.email.trim().toLowerCase());
      if (refused) return refused;
      const user = db.allUsers().find((u) => u.email.toLowerCase() === body.value.email.toLowerCase());
      if (user) {
        const token = await ctx.resetTokens.issue(user.id);
        ctx.mail({
          kind: 'reset',
          to: user.email,
          link: `${pageLink(pageOf(ctx, body.value.continueUrl), 'auth/reset-password/')}?token=${token}`,
        });
      }
      // The same answer for an unknown address.
      return new HttpResponse(null, { status: 200 });
    }),

    route(ctx, AUTH_ROUTES.confirmPasswordReset, async ({ request }) => {
      const body = await readBody(request, passwordResetConfirmSchema);
      if (!body.ok) return body.response;
      // Checked before the token is used up, so a refused password leaves the link working.
      const { token, password } = body.value;
      const weak = await refusedPassword(password);
      if (weak) return weak;
      const ownerId = await ctx.resetTokens.owner(token);
      const owner = db.allUsers().find((u) => u.id === ownerId);
      const personal = owner ? await refusedPassword(password, owner) : null;
      if (personal) return personal;
      const userId = await ctx.resetTokens.consume(token);
      if (userId === null || !db.updateUser(userId, { password })) return errorResponse(400, MESSAGES.resetLinkInvalid);
      // Every session, every older link and every lock-out of the account ends.
      sessions.revokeUser(userId);
      ctx.resetTokens.voidUser(userId);
      limits.liftAccount(userId);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}

/** The administrators' calls on accounts: list, read, change role or status, delete, invite. */
function adminHandlers(ctx: HandlerContext): HttpHandler[] {
  const { db, sessions, accounts, audit } = ctx;
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
      // The role and status only, as the server records them: the account's other settings did not change.
      const changes = diffFields({ role: before.role, status: before.status }, after);
      audit.record({ actorId: callerOf(ctx, request), action: 'role_change', resource: 'users', recordId: user.id, changes });
      return HttpResponse.json(accounts.managed(user));
    }),

    route(ctx, USER_ROUTES.deleteUser, ({ params, request }) => {
      const user = find(idParam(params));
      if (!user) return errorResponse(404, MESSAGES.userNotFound);
      if (accounts.removesLastManager(user.id, accounts.extrasOf(user), null)) return errorResponse(409, MESSAGES.lastAdmin);
      // Recorded first: its actor may be the account being deleted, whose e-mail it copies.
      const { email, username, firstName, lastName } = user;
      const changes = diffFields({ email, username, firstName, lastName }, null);
      audit.record({ actorId: callerOf(ctx, request), action: 'account_delete', resource: 'users', recordId: user.id, changes });
      db.removeUser(user.id);
      sessions.revokeUser(user.id);
      // Its keys go with it, as the server's rows (on delete cascade): a later account given its id gets none of them.
      ctx.apiKeys.dropAccount(user.id);
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
