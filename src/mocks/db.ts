import { z } from 'zod/mini';
import { DEMO_ACCOUNT } from './demo-account.ts';
import { LIST_NAMES, registeredUserSchema, type ItemOf, type ListName, type RegisteredUser } from '../schemas/index.ts';
import { SAMPLE } from './data.ts';
import { DEMO_USER_ID, USERS_STORAGE_KEY } from './settings.ts';

/** The demo account, always present (spec: default user 'admin'). */
export const DEMO_USER: RegisteredUser = { id: DEMO_USER_ID, ...DEMO_ACCOUNT };

export interface FakeDbOptions {
  /** Where registered accounts are kept across reloads (localStorage in the browser); memory only when absent. */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  /** Lists to leave out, to exercise the `No Data Found` answer. */
  absentLists?: readonly ListName[];
}

const storedUsers = z.array(registeredUserSchema);

/**
 * The fake backend's state for the life of a page: copies of the sample lists (edits stay until a
 * reload) and the accounts (registered ones also in storage, so a new user can sign in after a reload).
 */
export class FakeDb {
  private readonly lists = new Map<ListName, { id: number }[]>();
  private users: RegisteredUser[];

  constructor(private readonly options: FakeDbOptions = {}) {
    for (const name of LIST_NAMES) {
      if (!options.absentLists?.includes(name)) this.lists.set(name, structuredClone(SAMPLE[name]));
    }
    this.users = [DEMO_USER, ...this.loadRegistered()];
  }

  /** The rows of a list, or undefined when it is absent. */
  list<N extends ListName>(name: N): ItemOf<N>[] | undefined {
    return this.lists.get(name) as ItemOf<N>[] | undefined;
  }

  setList<N extends ListName>(name: N, rows: ItemOf<N>[]): void {
    this.lists.set(name, rows);
  }

  nextId(name: ListName): number {
    return (this.lists.get(name) ?? []).reduce((max, row) => Math.max(max, row.id), 0) + 1;
  }

  allUsers(): readonly RegisteredUser[] {
    return this.users;
  }

  addUser(input: Omit<RegisteredUser, 'id' | 'firstName' | 'lastName'>): RegisteredUser {
    const user: RegisteredUser = { id: this.users.reduce((max, u) => Math.max(max, u.id), 0) + 1, firstName: '', lastName: '', ...input };
    this.users = [...this.users, user];
    this.saveRegistered();
    return user;
  }

  removeUser(id: number): boolean {
    const before = this.users.length;
    this.users = this.users.filter((u) => u.id !== id);
    this.saveRegistered();
    return this.users.length < before;
  }

  private loadRegistered(): RegisteredUser[] {
    try {
      const raw = this.options.storage?.getItem(USERS_STORAGE_KEY);
      if (!raw) return [];
      const parsed = storedUsers.safeParse(JSON.parse(raw));
      return parsed.success ? parsed.data.filter((u) => u.id !== DEMO_USER.id) : [];
    } catch {
      return [];
    }
  }

  private saveRegistered(): void {
    try {
      // A demo backend: the password is kept as typed, in this browser only. A real backend hashes it.
      this.options.storage?.setItem(USERS_STORAGE_KEY, JSON.stringify(this.users.filter((u) => u.id !== DEMO_USER.id)));
    } catch {
      // Storage full or blocked: the account still works until the page reloads.
    }
  }
}
