import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { MANAGING_ROLES } from '../../src/contract/permissions.ts';
import type { Db } from '../db/connect.ts';
import { users } from '../db/tables.ts';
import { hashPassword } from './passwords.ts';

export interface CreateAdminInput {
  email: string;
  /** Set as the password; without it a new account gets a generated one and an existing one keeps its own. */
  password?: string | undefined;
}

export type CreateAdminResult =
  | { created: true; username: string; password: string; generated: boolean }
  | { created: false; username: string; passwordChanged: boolean };

/** A free username from the e-mail's local part: letters, digits, dots, dashes and underscores, 3-30 of them. */
async function freeUsername(db: Db, email: string): Promise<string> {
  const cleaned = (email.split('@')[0] ?? '').replace(/[^\w.-]/g, '').slice(0, 24);
  const base = cleaned.length >= 3 ? cleaned : `admin${cleaned}`;
  for (let n = 0; ; n += 1) {
    const candidate = n === 0 ? base : `${base}${n + 1}`;
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.username})`, candidate.toLowerCase()));
    if (!taken) return candidate;
  }
}

/**
 * Makes `email` an active administrator: a new account when there is none (with the given password, or a generated
 * one to show once), else the existing account promoted and reactivated. For the first administrator of a deployment.
 */
export async function createAdmin(db: Db, { email, password }: CreateAdminInput): Promise<CreateAdminResult> {
  const role = MANAGING_ROLES[0];
  if (!role) throw new Error('No role of src/contract/permissions.ts has users.manage');
  const [existing] = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  if (existing) {
    const passwordHash = password === undefined ? {} : { passwordHash: await hashPassword(password) };
    await db
      .update(users)
      .set({ role, status: 'active', ...passwordHash })
      .where(eq(users.id, existing.id));
    return { created: false, username: existing.username, passwordChanged: password !== undefined };
  }
  const chosen = password ?? randomBytes(18).toString('base64url');
  const username = await freeUsername(db, email);
  await db.insert(users).values({ email, username, role, passwordHash: await hashPassword(chosen) });
  return { created: true, username, password: chosen, generated: password === undefined };
}
