import type { Context } from 'hono';
import { eq, sql } from 'drizzle-orm';
import { hash } from 'node:crypto';
import { newPasswordRefusal } from '../../src/contract/password-rule.ts';
import { AUTH_ROUTES, USER_ROUTES } from '../../src/contract/routes.ts';
import { MESSAGES } from '../../src/contract/messages.ts';
import { permissionsOf } from '../../src/contract/permissions.ts';
import { registerBodySchema } from '../../src/contract/users.ts';
import { loginRequestSchema, passwordResetConfirmSchema } from '../../src/schemas/index.ts';
import { DeviceCookies, isHttps } from '../auth/device-cookie.ts';
import { decoyHash, hashForRegistration, hashPassword, verifyPassword } from '../auth/passwords.ts';
import { consumeResetToken, issueResetToken, resetTokenOwner, voidResetTokens } from '../auth/reset-tokens.ts';
import { issueToken, revokeToken, revokeUserSessions } from '../auth/tokens.ts';
import { diffFields } from '../audit/record.ts';
import { users } from '../db/tables.ts';
import { giveBackSignIn, liftAccountLocks, signInCounts, takeSignIn } from '../limits/sign-in.ts';
import type { Mail } from '../mail/mailer.ts';
import { localeOfUrl, localeOr, registerTakenMail, resetMail, siteLink, usernameTakenMail } from '../mail/messages.ts';
import { errorResponse, on, readBody, type App, type ServerContext } from './kit.ts';
import { admit, createAccount } from './registration.ts';

const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.toLowerCase());
const languageOf = (preferences: unknown) => localeOr((preferences as { language?: unknown } | null)?.language);

/**
 * Sends a mail without holding up the answer: whether an address has an account must not show in how long the answer
 * takes (an SMTP relay takes a while). A failure is logged; the person can ask again.
 */
export function sendLater(ctx: ServerContext, mail: Mail): void {
  void ctx.mailer.sendMail(mail).catch((error: unknown) => console.error(`mail "${mail.subject}" not sent:`, error));
}

/** The origin the e-mail's link leads to: the asking page's when the site is served from there, else the configured one. */
function linkOrigin(ctx: ServerContext, continueUrl: string | undefined): string {
  const asked = continueUrl ? URL.parse(continueUrl)?.origin : undefined;
  return asked && (asked === ctx.siteUrl || ctx.siteOrigins.includes(asked)) ? asked : ctx.siteUrl;
}

/** A 400 for a new password that breaks the rules the schema cannot check (published, repeated, the account's own, common). */
async function passwordAnswer(c: Context, password: string, account?: { email: string; username: string }): Promise<Response | null> {
  const refusal = await newPasswordRefusal(password, account);
  return refusal ? errorResponse(c, 400, refusal) : null;
}

/**
 * POST /users/authenticate. Failures count before the password is hashed (server/limits/sign-in.ts): per account and
 * device cookie for a known device, else per account for untrusted clients and per address. A deactivated account, an
 * unknown address and a wrong password get one answer, after the same hash. A success leaves a new device cookie.
 */
function signInRoute(app: App, ctx: ServerContext, devices: DeviceCookies): void {
  const { db, limits } = ctx;
  on(app, ctx, AUTH_ROUTES.authenticate, async (c) => {
    const body = await readBody(c, loginRequestSchema);
    if (!body.ok) return errorResponse(c, 400, MESSAGES.invalidCredentials);
    const { email, password } = body.value;
    const [user] = await db.select().from(users).where(byEmail(email));
    const device = await devices.read(c);
    const counts = signInCounts(limits, c, email, user?.id, device && device.userId === user?.id ? device.id : null);
    const refused = await takeSignIn(limits, c, counts);
    if (refused) return refused;
    const matches = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
    if (!user || !matches || user.status !== 'active') {
      // Who tried is not known: the trail keeps the address typed, and the account it names when there is one.
      await ctx.audit(db, { actorId: null, actorEmail: email, action: 'sign_in_failed', resource: 'users', recordId: user?.id ?? null });
      return errorResponse(c, 400, MESSAGES.invalidCredentials);
    }
    await giveBackSignIn(limits, counts);
    const token = await db.transaction(async (tx) => {
      const issued = await issueToken(tx, user.id);
      await tx.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, user.id));
      await ctx.audit(tx, { actorId: user.id, action: 'sign_in', resource: 'users', recordId: user.id });
      return issued;
    });
    await devices.issue(c, user.id, isHttps(c, limits.trustProxy));
    const { id, username, firstName, lastName, role } = user;
    return c.json({ id, email: user.email, username, firstName, lastName, token, role, permissions: permissionsOf(role) });
  });
}

/**
 * POST /users/register. Admitted registrations all answer 200 with an empty body: a new account is made; for a taken
 * e-mail its owner is mailed instead, for a taken username the address registering is (nothing is made). The answer
 * never tells whether an e-mail or username has an account; the form says what happened in each case is in the mail.
 */
function registerRoute(app: App, ctx: ServerContext): void {
  const { db } = ctx;
  on(app, ctx, AUTH_ROUTES.register, async (c) => {
    const body = await readBody(c, registerBodySchema);
    if (!body.ok) return body.response;
    const { email, username, password, invite, continueUrl } = body.value;
    const admission = await admit(db, ctx.registration, email, invite);
    if (!admission.ok) return errorResponse(c, 403, admission.message);
    const weak = await passwordAnswer(c, password, { email, username });
    if (weak) return weak;
    // Hashed before looking: a taken address answers as fast as a new one.
    const passwordHash = await hashForRegistration(password);
    const [owner] = await db.select({ email: users.email, preferences: users.preferences }).from(users).where(byEmail(email));
    if (owner) {
      const locale = languageOf(owner.preferences);
      sendLater(ctx, registerTakenMail(owner.email, locale, siteLink(ctx.siteUrl, locale, 'auth/forgot-password/')));
      return c.body(null, 200);
    }
    const changes = diffFields(null, { email, username });
    const audited = (tx: Parameters<typeof ctx.audit>[0], id: number) =>
      ctx.audit(tx, { actorId: id, action: 'register', resource: 'users', recordId: id, changes });
    const outcome = await createAccount(db, { email, username, passwordHash }, admission, audited);
    if (outcome === 'invite-used') return errorResponse(c, 403, MESSAGES.inviteRequired);
    // The e-mail is free, so a taken account is the username's (or the address was registered a moment ago).
    if (outcome === 'taken') {
      const locale = localeOfUrl(continueUrl) ?? 'en';
      sendLater(ctx, usernameTakenMail(email, locale, username, siteLink(linkOrigin(ctx, continueUrl), locale, 'auth/register/')));
    }
    return c.body(null, 200);
  });
}

/** POST /users/reset-password and its confirmation. */
function resetRoutes(app: App, ctx: ServerContext): void {
  const { db } = ctx;
  on(app, ctx, AUTH_ROUTES.resetPassword, async (c) => {
    const body = await readBody(c, AUTH_ROUTES.resetPassword.body);
    if (!body.ok) return body.response;
    const { email, continueUrl } = body.value;
    // Per target address, known or not, so rotating client addresses cannot fill someone's mailbox.
    const refused = await ctx.limits.take(c, 'resetPerTarget', hash('sha256', email.trim().toLowerCase(), 'base64url'));
    if (refused) return refused;
    const [user] = await db.select({ id: users.id, email: users.email, preferences: users.preferences }).from(users).where(byEmail(email));
    if (user) {
      const locale = localeOfUrl(continueUrl) ?? languageOf(user.preferences);
      const token = await issueResetToken(db, user.id);
      const link = `${siteLink(linkOrigin(ctx, continueUrl), locale, 'auth/reset-password/')}?token=${token}`;
      sendLater(ctx, resetMail(user.email, locale, link));
    }
    // The same answer for an unknown address: it never reveals whether the address has an account.
    return c.body(null, 200);
  });

  on(app, ctx, AUTH_ROUTES.confirmPasswordReset, async (c) => {
    const body = await readBody(c, passwordResetConfirmSchema);
    if (!body.ok) return body.response;
    const { token, password } = body.value;
    // Checked before the token is used up, so a refused password leaves the link working.
    const weak = await passwordAnswer(c, password);
    if (weak) return weak;
    const owner = await resetTokenOwner(db, token);
    const [account] = owner === null ? [] : await db.select().from(users).where(eq(users.id, owner));
    if (!account) return errorResponse(c, 400, MESSAGES.resetLinkInvalid);
    const personal = await passwordAnswer(c, password, account);
    if (personal) return personal;
    const passwordHash = await hashPassword(password);
    const userId = await consumeResetToken(db, token);
    if (userId === null) return errorResponse(c, 400, MESSAGES.resetLinkInvalid);
    await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
    // Whoever had the old password (or a stolen session, or an older link) is shut out; the owner's lock-outs end.
    await revokeUserSessions(db, userId);
    await voidResetTokens(db, userId);
    await liftAccountLocks(ctx.limits, userId);
    return c.body(null, 204);
  });
}

/** Sign-in, registration, password reset and sign-out (which revokes the token it is called with). */
export function authRoutes(app: App, ctx: ServerContext): void {
  signInRoute(app, ctx, new DeviceCookies(ctx.db));
  registerRoute(app, ctx);
  resetRoutes(app, ctx);

  on(app, ctx, USER_ROUTES.logout, async (c) => {
    const userId = c.get('userId');
    await ctx.db.transaction(async (tx) => {
      await revokeToken(tx, c.get('token'));
      await ctx.audit(tx, { actorId: userId, action: 'sign_out', resource: 'users', recordId: userId });
    });
    return c.body(null, 204);
  });
}
