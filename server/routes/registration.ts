import { and, eq, gt, isNull, sql, TransactionRollbackError } from 'drizzle-orm';
import { DEFAULT_ROLE, type Role } from '../../src/contract/permissions.ts';
import { MESSAGES } from '../../src/contract/messages.ts';
import { digest } from '../auth/tokens.ts';
import type { Db } from '../db/connect.ts';
import { invites, users } from '../db/tables.ts';
import type { RegistrationMode } from './kit.ts';

/** Whether a registration may go ahead, and with which role (and the invitation it uses up). */
export type Admission = { ok: true; role: Role; inviteId?: number } | { ok: false; message: string };

/**
 * Who may register: with REGISTRATION=closed nobody; with `invite` only someone with a live invitation for that
 * e-mail; with `open` anyone. A new account is a viewer, or has the role of its invitation. An invitation given in
 * open mode must be valid too: a wrong link says so instead of quietly making a viewer.
 */
export async function admit(db: Db, mode: RegistrationMode, email: string, token: string | undefined): Promise<Admission> {
  if (mode === 'closed') return { ok: false, message: MESSAGES.registrationClosed };
  if (token === undefined) return mode === 'open' ? { ok: true, role: DEFAULT_ROLE } : { ok: false, message: MESSAGES.inviteRequired };
  const [invite] = await db
    .select({ id: invites.id, role: invites.role })
    .from(invites)
    .where(
      and(
        eq(invites.tokenHash, digest(token)),
        isNull(invites.acceptedAt),
        gt(invites.expiresAt, new Date()),
        eq(sql`lower(${invites.email})`, email.toLowerCase()),
      ),
    );
  return invite ? { ok: true, role: invite.role as Role, inviteId: invite.id } : { ok: false, message: MESSAGES.inviteRequired };
}

export interface NewAccount {
  email: string;
  username: string;
  passwordHash: string;
}

/**
 * Adds the account with its admitted role and uses up its invitation: both or neither. Answers `taken` when the
 * username or e-mail belongs to another account, `invite-used` when the invitation was used in the meantime.
 */
export async function createAccount(
  db: Db,
  account: NewAccount,
  admission: Admission & { ok: true },
  /** Runs in the account's transaction once it exists (its audit entry). */
  onCreated: (tx: Parameters<Parameters<Db['transaction']>[0]>[0], id: number) => Promise<void> = () => Promise.resolve(),
): Promise<'created' | 'taken' | 'invite-used'> {
  let outcome: 'created' | 'taken' | 'invite-used' = 'created';
  try {
    await db.transaction(async (tx) => {
      if (admission.inviteId !== undefined) {
        const used = await tx
          .update(invites)
          .set({ acceptedAt: new Date() })
          .where(and(eq(invites.id, admission.inviteId), isNull(invites.acceptedAt)))
          .returning({ id: invites.id });
        if (!used.length) {
          outcome = 'invite-used';
          tx.rollback();
        }
      }
      const inserted = await tx
        .insert(users)
        .values({ ...account, role: admission.role })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (!inserted.length) {
        outcome = 'taken';
        tx.rollback();
      }
      await onCreated(tx, inserted[0]!.id);
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
  return outcome;
}
