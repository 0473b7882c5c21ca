import { z } from 'zod/mini';
import { DEFAULT_ROLE, isRole, MANAGING_ROLES, ROLES, type Role } from '../contract/permissions.ts';
import type { ManagedUser } from '../contract/users.ts';
import { accountExtrasSchema, type AccountExtras, type UserStatus } from '../schemas/account.ts';
import type { RegisteredUser } from '../schemas/index.ts';
import { email } from '../schemas/common.ts';
import { defaultSettings } from '../schemas/theme-settings.ts';
import type { FakeDb } from './db.ts';
import { DEMO_ACCOUNTS } from './demo-account.ts';
import { DEMO_USER_ID } from './start/settings.ts';

/** When the demo accounts were made, as their profiles show it. */
const DEMO_SINCE = '2025-09-01T09:00:00.000Z';

/** The state keys of the accounts' extras (role, status, preferences…) and of the invitations. */
export const ACCOUNTS_KEY = 'accounts';
export const INVITES_KEY = 'invites';

/** The demo accounts, one per role, in the role table's order: the administrator first, with the id of the fixed session. */
export function demoUsers(): RegisteredUser[] {
  return ROLES.map((role, index) => ({ id: DEMO_USER_ID + index, ...DEMO_ACCOUNTS[role] }));
}

const newExtras = (role: Role, createdAt: string): AccountExtras => ({
  role,
  createdAt,
  preferences: { language: 'en', theme: defaultSettings(), notifications: { email: true, push: false, weeklyDigest: true } },
  status: 'active',
});

/** The demo accounts' extras by id: each its role, active. */
export function demoExtras(): Record<string, AccountExtras> {
  return Object.fromEntries(ROLES.map((role, index) => [String(DEMO_USER_ID + index), newExtras(role, DEMO_SINCE)]));
}

/** An invitation as the fake backend keeps it (a demo: the token is kept as it is, in this browser only). */
export const fakeInviteSchema = z.object({
  email,
  role: z.string(),
  token: z.string(),
  expiresAt: z.iso.datetime(),
  used: z.boolean(),
});
export type FakeInvite = z.infer<typeof fakeInviteSchema>;
export const fakeInvitesSchema = z.array(fakeInviteSchema);
export const fakeExtrasSchema = z.record(z.string(), accountExtrasSchema);

/** An account's role and status, before or after a change. */
interface Standing {
  role: string;
  status: UserStatus;
}

/**
 * Roles, statuses and invitations of the fake backend's accounts, by the same rules as the reference server:
 * a deactivated account is no caller, and the last active administrator keeps its role and status.
 */
export class FakeAccounts {
  constructor(private readonly db: FakeDb) {}

  /** What an account has besides its sign-in fields; an account made before extras were kept gets new ones. */
  extrasOf(user: RegisteredUser): AccountExtras {
    return this.db.accountExtras(user.id) ?? newExtras(DEFAULT_ROLE, new Date().toISOString());
  }

  /** The role of the active account `id`, or undefined when there is no such active account. */
  callerRole(id: number): string | undefined {
    const user = this.db.allUsers().find((u) => u.id === id);
    if (!user) return undefined;
    const extras = this.extrasOf(user);
    return extras.status === 'active' ? extras.role : undefined;
  }

  /** A new account's extras: its role (a viewer, or its invitation's), active, made now. */
  start(id: number, role: Role): void {
    this.db.setAccountExtras(id, newExtras(role, new Date().toISOString()));
  }

  recordSignIn(user: RegisteredUser): void {
    this.db.setAccountExtras(user.id, { ...this.extrasOf(user), lastSignInAt: new Date().toISOString() });
  }

  managed(user: RegisteredUser): ManagedUser {
    const { id, email: address, username, firstName, lastName } = user;
    const { role, status, createdAt, lastSignInAt } = this.extrasOf(user);
    return {
      id,
      email: address,
      username,
      firstName,
      lastName,
      role: isRole(role) ? role : DEFAULT_ROLE,
      status,
      createdAt,
      lastSignInAt: lastSignInAt ?? null,
    };
  }

  setStanding(user: RegisteredUser, standing: Standing): void {
    this.db.setAccountExtras(user.id, { ...this.extrasOf(user), ...standing });
  }

  /** Whether changing account `id` from `before` to `after` (null: deleting it) would leave no active administrator. */
  removesLastManager(id: number, before: Standing, after: Standing | null): boolean {
    const manages = (s: Standing) => s.status === 'active' && (MANAGING_ROLES as readonly string[]).includes(s.role);
    if (!manages(before) || (after && manages(after))) return false;
    return !this.db.allUsers().some((u) => u.id !== id && manages(this.extrasOf(u)));
  }

  invites(): FakeInvite[] {
    return this.db.read<FakeInvite[]>(INVITES_KEY) ?? [];
  }

  addInvite(invite: FakeInvite): void {
    this.db.write(INVITES_KEY, [...this.invites(), invite]);
  }

  /** The live invitation of `token` for `address`, or undefined. */
  liveInvite(token: string, address: string): FakeInvite | undefined {
    const now = Date.now();
    return this.invites().find(
      (i) => i.token === token && !i.used && Date.parse(i.expiresAt) > now && i.email.toLowerCase() === address.toLowerCase(),
    );
  }

  useInvite(token: string): void {
    this.db.write(
      INVITES_KEY,
      this.invites().map((i) => (i.token === token ? { ...i, used: true } : i)),
    );
  }
}
