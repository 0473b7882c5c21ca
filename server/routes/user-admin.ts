import { eq, sql } from 'drizzle-orm';
import { INVITE_DAYS, INVITE_PARAM, inviteRequestSchema, userPatchSchema, type ManagedUser } from '../../src/contract/users.ts';
import { USER_ROUTES } from '../../src/contract/routes.ts';
import { MESSAGES } from '../../src/contract/messages.ts';
import type { Role } from '../../src/contract/permissions.ts';
import type { UserStatus } from '../../src/schemas/account.ts';
import { diffFields } from '../audit/record.ts';
import { newSecret, revokeUserSessions } from '../auth/tokens.ts';
import { lockManagers, removesLastManager } from '../db/roles.ts';
import { invites, users } from '../db/tables.ts';
import { errorResponse, idParam, on, readBody, type App, type ServerContext } from './kit.ts';

/** The columns of an account an administrator sees (GET /users, GET and PATCH /users/{id}). */
export const managedColumns = {
  id: users.id,
  email: users.email,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  status: users.status,
  createdAt: users.createdAt,
  lastSignInAt: users.lastSignInAt,
};

type ManagedRow = Pick<typeof users.$inferSelect, keyof typeof managedColumns>;

export function toManagedUser(row: ManagedRow): ManagedUser {
  return {
    ...row,
    role: row.role as Role,
    createdAt: row.createdAt.toISOString(),
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
  };
}

type PatchOutcome = { user: ManagedUser } | { status: 403 | 404 | 409; message: string };

/**
 * Changes an account's role and status in one transaction, with the administrators' rows locked: the last active
 * administrator keeps both, nobody changes their own, and a deactivation ends the account's sessions.
 */
async function patchUser(
  ctx: ServerContext,
  callerId: number,
  id: number,
  patch: { role?: Role | undefined; status?: UserStatus | undefined },
): Promise<PatchOutcome> {
  return ctx.db.transaction(async (tx) => {
    await lockManagers(tx);
    const [target] = await tx.select(managedColumns).from(users).where(eq(users.id, id)).for('update');
    if (!target) return { status: 404, message: MESSAGES.userNotFound };
    const after = { role: patch.role ?? target.role, status: patch.status ?? target.status };
    if (after.role === target.role && after.status === target.status) return { user: toManagedUser(target) };
    if (await removesLastManager(tx, id, target, after)) return { status: 409, message: MESSAGES.lastAdmin };
    if (id === callerId) return { status: 403, message: MESSAGES.ownAccount };
    const [saved] = await tx.update(users).set(after).where(eq(users.id, id)).returning(managedColumns);
    if (after.status === 'deactivated') await revokeUserSessions(tx, id);
    const changes = diffFields({ role: target.role, status: target.status }, after);
    await ctx.audit(tx, { actorId: callerId, action: 'role_change', resource: 'users', recordId: id, changes });
    return { user: toManagedUser(saved!) };
  });
}

/** The invitation e-mail, through the server's mailer (SMTP, or the outbox a developer reads). */
function deliverInvite(ctx: ServerContext, email: string, role: Role, link: string): Promise<void> {
  return ctx.mailer.sendMail({
    to: email,
    subject: 'You are invited to Stride',
    text: `You are invited to join Stride as ${role}. Create your account here (the link works for ${INVITE_DAYS} days):\n\n${link}\n`,
  });
}

/** PATCH /users/{id} (role and status) and POST /users/invite: the administrators' part of the accounts. */
export function userAdminRoutes(app: App, ctx: ServerContext): void {
  const { db } = ctx;

  on(app, ctx, USER_ROUTES.updateUser, async (c) => {
    const id = idParam(c);
    if (id === null) return errorResponse(c, 404, MESSAGES.userNotFound);
    const body = await readBody(c, userPatchSchema);
    if (!body.ok) return body.response;
    const outcome = await patchUser(ctx, c.get('userId'), id, body.value);
    return 'user' in outcome ? c.json(outcome.user) : errorResponse(c, outcome.status, outcome.message);
  });

  on(app, ctx, USER_ROUTES.inviteUser, async (c) => {
    const body = await readBody(c, inviteRequestSchema);
    if (!body.ok) return body.response;
    const { email, role, continueUrl } = body.value;
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
    if (taken) return errorResponse(c, 409, MESSAGES.accountTaken);
    const { token, hash } = newSecret();
    const expiresAt = new Date(Date.now() + INVITE_DAYS * 86_400_000);
    await db.insert(invites).values({ email, role, tokenHash: hash, invitedBy: c.get('userId'), expiresAt });
    const link = new URL(continueUrl ?? new URL('/auth/register/', c.req.url).toString());
    link.searchParams.set(INVITE_PARAM, token);
    await deliverInvite(ctx, email, role, link.toString());
    return c.json({ email, role, expiresAt: expiresAt.toISOString(), link: link.toString() }, 201);
  });
}
