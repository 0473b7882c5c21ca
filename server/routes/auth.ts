import { eq, sql } from 'drizzle-orm';
import { AUTH_ROUTES, USER_ROUTES } from '../../src/api/contract/routes.ts';
import { MESSAGES } from '../../src/api/messages.ts';
import { loginRequestSchema, passwordResetRequestSchema, registerRequestSchema } from '../../src/schemas/index.ts';
import { decoyHash, hashPassword, verifyPassword } from '../auth/passwords.ts';
import { issueToken, revokeToken } from '../auth/tokens.ts';
import { users } from '../db/tables.ts';
import { errorResponse, on, readBody, type App, type ServerContext } from './kit.ts';

/** Sign-in, registration, password reset and sign-out (which revokes the token it is called with). */
export function authRoutes(app: App, ctx: ServerContext): void {
  const { db } = ctx;

  on(app, ctx, AUTH_ROUTES.authenticate, async (c) => {
    const body = await readBody(c, loginRequestSchema);
    if (!body.ok) return errorResponse(c, 400, MESSAGES.invalidCredentials);
    const { email, password } = body.value;
    const [user] = await db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
    const matches = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
    if (!user || !matches) return errorResponse(c, 400, MESSAGES.invalidCredentials);
    const token = await issueToken(db, user.id);
    return c.json({ id: user.id, email: user.email, username: user.username, firstName: user.firstName, lastName: user.lastName, token });
  });

  on(app, ctx, AUTH_ROUTES.register, async (c) => {
    const body = await readBody(c, registerRequestSchema);
    if (!body.ok) return body.response;
    const { email, username, password } = body.value;
    const passwordHash = await hashPassword(password);
    const inserted = await db.insert(users).values({ email, username, passwordHash }).onConflictDoNothing().returning({ id: users.id });
    // Both the username and the e-mail are unique; the spec's message names the username.
    if (!inserted.length) return errorResponse(c, 400, MESSAGES.usernameTaken(username));
    return c.body(null, 200);
  });

  on(app, ctx, AUTH_ROUTES.resetPassword, async (c) => {
    const body = await readBody(c, passwordResetRequestSchema);
    if (!body.ok) return body.response;
    // Sending mail is the deployment's business (an SMTP relay or a mail API); the answer never reveals whether the address exists.
    return c.body(null, 200);
  });

  on(app, ctx, USER_ROUTES.logout, async (c) => {
    await revokeToken(db, c.get('token'));
    return c.body(null, 204);
  });
}
