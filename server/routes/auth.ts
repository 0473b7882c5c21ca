import type { Context } from 'hono';
import { eq, sql } from 'drizzle-orm';
import { isCommonPassword, PASSWORD_MESSAGES } from '../../src/contract/password-rule.ts';
import { AUTH_ROUTES, USER_ROUTES } from '../../src/contract/routes.ts';
import { MESSAGES } from '../../src/contract/messages.ts';
import { permissionsOf } from '../../src/contract/permissions.ts';
import { registerBodySchema } from '../../src/contract/users.ts';
import { loginRequestSchema, passwordResetConfirmSchema } from '../../src/schemas/index.ts';
import { decoyHash, hashPassword, verifyPassword } from '../auth/passwords.ts';
import { consumeResetToken, issueResetToken } from '../auth/reset-tokens.ts';
import { issueToken, revokeToken, revokeUserSessions } from '../auth/tokens.ts';
import { diffFields } from '../audit/record.ts';
import { users } from '../db/tables.ts';
import type { Mail } from '../mail/mailer.ts';
import { localeOfUrl, localeOr, registerTakenMail, resetMail, siteLink } from '../mail/messages.ts';
import { errorResponse, on, readBody, type App, type ServerContext } from './kit.ts';
import { admit, createAccount } from './registration.ts';

const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.toLowerCase());

/**
 * Sends a mail without holding up the answer: whether an address has an account must not show in how long the answer
 * takes (an SMTP relay takes a while). A failure is logged; the person can ask again.
 */
function sendLater(ctx: ServerContext, mail: Mail): void {
  void ctx.mailer.sendMail(mail).catch((error: unknown) => console.error(`mail "${mail.subject}" not sent:`, error));
}

/** The origin the e-mail's link leads to: the asking page's when the site is served from there, else the configured one. */
function linkOrigin(ctx: ServerContext, continueUrl: string | undefined): string {
  const asked = continueUrl ? URL.parse(continueUrl)?.origin : undefined;
  return asked && (asked === ctx.siteUrl || ctx.siteOrigins.includes(asked)) ? asked : ctx.siteUrl;
}

/** A 400 for a password on the common list (the other rules are the body's schema). */
async function commonPasswordAnswer(c: Context, password: string): Promise<Response | null> {
  return (await isCommonPassword(password)) ? errorResponse(c, 400, PASSWORD_MESSAGES.common) : null;
}

/** Sign-in, registration, password reset and sign-out (which revokes the token it is called with). */
export function authRoutes(app: App, ctx: ServerContext): void {
  const { db } = ctx;

  on(app, ctx, AUTH_ROUTES.authenticate, async (c) => {
    const body = await readBody(c, loginRequestSchema);
    if (!body.ok) return errorResponse(c, 400, MESSAGES.invalidCredentials);
    const { email, password } = body.value;
    const [user] = await db.select().from(users).where(byEmail(email));
    const matches = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
    if (!user || !matches) {
      // Who tried is not known: the trail keeps the address typed, and the account it names when there is one.
      await ctx.audit(db, { actorId: null, actorEmail: email, action: 'sign_in_failed', resource: 'users', recordId: user?.id ?? null });
      return errorResponse(c, 400, MESSAGES.invalidCredentials);
    }
    if (user.status !== 'active') return errorResponse(c, 403, MESSAGES.accountDeactivated);
    const token = await db.transaction(async (tx) => {
      const issued = await issueToken(tx, user.id);
      await tx.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, user.id));
      await ctx.audit(tx, { actorId: user.id, action: 'sign_in', resource: 'users', recordId: user.id });
      return issued;
    });
    const { id, username, firstName, lastName, role } = user;
    return c.json({ id, email: user.email, username, firstName, lastName, token, role, permissions: permissionsOf(role) });
  });

  on(app, ctx, AUTH_ROUTES.register, async (c) => {
    const body = await readBody(c, registerBodySchema);
    if (!body.ok) return body.response;
    const { email, username, password, invite } = body.value;
    const admission = await admit(db, ctx.registration, email, invite);
    if (!admission.ok) return errorResponse(c, 403, admission.message);
    const weak = await commonPasswordAnswer(c, password);
    if (weak) return weak;
    // Hashed before looking: a taken address answers as fast as a new one.
    const passwordHash = await hashPassword(password);
    const [owner] = await db.select({ email: users.email, preferences: users.preferences }).from(users).where(byEmail(email));
    if (owner) {
      // Answered as a registration, so the form does not tell who has an account; the owner is told instead.
      const locale = localeOr((owner.preferences as { language?: unknown } | null)?.language);
      sendLater(ctx, registerTakenMail(owner.email, locale, siteLink(ctx.siteUrl, locale, 'auth/forgot-password/')));
      return c.body(null, 200);
    }
    const changes = diffFields(null, { email, username });
    const audited = (tx: Parameters<typeof ctx.audit>[0], id: number) =>
      ctx.audit(tx, { actorId: id, action: 'register', resource: 'users', recordId: id, changes });
    const outcome = await createAccount(db, { email, username, passwordHash }, admission, audited);
    // The e-mail is free, so a taken account is the username's (or the address was registered a moment ago).
    if (outcome === 'taken') return errorResponse(c, 400, MESSAGES.usernameTaken(username));
    if (outcome === 'invite-used') return errorResponse(c, 403, MESSAGES.inviteRequired);
    return c.body(null, 200);
  });

  on(app, ctx, AUTH_ROUTES.resetPassword, async (c) => {
    const body = await readBody(c, AUTH_ROUTES.resetPassword.body);
    if (!body.ok) return body.response;
    const { email, continueUrl } = body.value;
    const [user] = await db.select({ id: users.id, email: users.email, preferences: users.preferences }).from(users).where(byEmail(email));
    if (user) {
      const locale = localeOfUrl(continueUrl) ?? localeOr((user.preferences as { language?: unknown } | null)?.language);
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
    const weak = await commonPasswordAnswer(c, password);
    if (weak) return weak;
    const passwordHash = await hashPassword(password);
    const userId = await consumeResetToken(db, token);
    if (userId === null) return errorResponse(c, 400, MESSAGES.resetLinkInvalid);
    await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
    // Whoever had the old password (or a stolen session) is signed out everywhere.
    await revokeUserSessions(db, userId);
    return c.body(null, 204);
  });

  on(app, ctx, USER_ROUTES.logout, async (c) => {
    const userId = c.get('userId');
    await db.transaction(async (tx) => {
      await revokeToken(tx, c.get('token'));
      await ctx.audit(tx, { actorId: userId, action: 'sign_out', resource: 'users', recordId: userId });
    });
    return c.body(null, 204);
  });
}
