import { atom, type ReadableAtom } from 'nanostores';
import { api } from '../../api/client.ts';
import type { Role } from '../../contract/permissions.ts';
import type { Invite, ManagedUser } from '../../contract/users.ts';
import type { UserStatus } from '../../schemas/account.ts';

export type { ManagedUser, Invite };

const USERS = '/users';
const INVITE = '/users/invite';
// The contract's shapes come with the first call, in parallel with it. Never `import('zod/mini')` here: a dynamic
// import of the namespace keeps all of zod (its forty locales, JSON Schema) in the chunk every dashboard page loads.
const shapes = () => import('../../contract/users.ts');
const usersSchema = async () => (await shapes()).managedUsersSchema;
const userSchema = async () => (await shapes()).managedUserSchema;
const inviteSchema = async () => (await shapes()).inviteSchema;

export interface AdminUsersState {
  data: ManagedUser[];
  loading: boolean;
  /** The last failed load's message (translate it with translateError). */
  error: string | null;
  /** The account a change is on its way for. */
  saving: number | null;
}

const $users = atom<AdminUsersState>({ data: [], loading: false, error: null, saving: null });
const patch = (next: Partial<AdminUsersState>) => $users.set({ ...$users.get(), ...next });
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function change(id: number, body: { role?: Role; status?: UserStatus }): Promise<ManagedUser> {
  patch({ saving: id });
  try {
    const saved = await api.patch(`${USERS}/${id}`, body, { schema: userSchema });
    patch({ data: $users.get().data.map((u) => (u.id === saved.id ? saved : u)) });
    return saved;
  } finally {
    patch({ saving: null });
  }
}

/**
 * The accounts an administrator manages (`GET /users`, `PATCH /users/{id}`, `POST /users/invite`). A change the
 * server refuses (the last administrator, one's own account, a role without `users.manage`) throws its ApiError,
 * whose message the screen translates.
 */
export const adminUsersStore = {
  $users: $users as ReadableAtom<AdminUsersState>,

  async load(): Promise<void> {
    patch({ loading: true, error: null });
    try {
      patch({ data: await api.get(USERS, { schema: usersSchema }), loading: false });
    } catch (error) {
      patch({ loading: false, error: messageOf(error) });
    }
  },

  setRole: (id: number, role: Role) => change(id, { role }),
  setStatus: (id: number, status: UserStatus) => change(id, { status }),

  /** Sends an invitation; the answer carries the link that was mailed (or logged by a server without a mailer). */
  invite: (email: string, role: Role, continueUrl?: string): Promise<Invite> =>
    api.post(INVITE, { email, role, ...(continueUrl ? { continueUrl } : {}) }, { schema: inviteSchema }),
};
