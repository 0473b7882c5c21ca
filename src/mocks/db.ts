import { RESET_TOKENS_KEY, resetTokensSchema } from './reset-tokens.ts';
import { emptyLimits, fakeLimitsSchema, LIMITS_KEY } from './limits.ts';
import { z } from 'zod/mini';
import { ACCOUNTS_KEY, demoExtras, demoUsers, fakeExtrasSchema, fakeInvitesSchema, INVITES_KEY } from './accounts.ts';
import { calendarEventSchema, registeredUserSchema, rowSchema, type CalendarEvent, type RegisteredUser } from '../schemas/index.ts';
import { eventsForCurrentMonth } from '../resources/samples/calendar-dates.ts';
import { CALENDAR_EVENTS } from './data.ts';
import { SAMPLE_ROWS as SAMPLE } from '../resources/samples/rows.ts';
import { Persistence, type Collection, type KeyValueStore, type StorageOutcome } from './start/persist.ts';
import type { AccountExtras } from '../schemas/account.ts';
import { sampleSessions, sessionsSchema, SESSIONS_KEY } from './sessions.ts';
import { JOB_NOTICES_KEY, jobNoticesSchema, NOTIFICATIONS_READ_KEY, readIdsSchema, sampleReadIds } from './notifications.ts';
import type { DataResource } from '../contract/permissions.ts';
import { AUDIT_KEY, auditEntriesSchema } from './audit.ts';
import { API_KEYS_KEY, emptyApiKeys, fakeApiKeysSchema } from './api-keys.ts';
import { CODES_KEY, codesSchema, sampleCodes, SENT_NUMBERS_KEY, sentNumbersSchema } from './codes.ts';
import { LIST_NAMES, type ItemOf, type ListName } from '../resources/index.ts';
import { INVOICE_MONEY_KEY, invoiceMoneySchema, sampleInvoiceMoney } from './handlers/invoice-state.ts';
import { BOARDS_KEY, boardStateSchema, sampleBoardState } from './handlers/board-state.ts';
import { CHAT_KEY, chatStateSchema, sampleChatState } from './handlers/chat-state.ts';
import { JOBS_KEY, jobStateSchema, sampleJobState } from './handlers/job-state.ts';
import { WEBHOOKS_KEY, webhookStateSchema, sampleWebhookState } from './handlers/webhook-state.ts';
import {
  COMPANY_REMOVED_KEY,
  companyChanges,
  companyRemovedSchema,
  companyRows,
  isCompanyList,
  warmCompanyList,
  type CompanyRemoved,
} from './company.ts';

/** The demo administrator, user 'admin', the account of the fixed session. */
export const DEMO_USER: RegisteredUser = demoUsers()[0]!;

export interface FakeDbOptions {
  /** Lists to leave out, to exercise the `No Data Found` answer. */
  absentLists?: readonly ListName[];
  /** False: the lists are their sample rows only, without the sample company's generated rows (src/mocks/company.ts). */
  company?: boolean;
}

export interface FakeDbStorage {
  store: KeyValueStore;
  /** The version of the sample data and schemas the stored state must belong to. */
  dataVersion: string;
  /** Told when the stored state could not be used (replaced by the sample data, or kept in memory only). */
  onFallback?: (outcome: 'restored' | 'memory') => void;
}

const listKey = (name: ListName) => `list:${name}`;
const VERSIONS_KEY = 'versions';
const versionKey = (scope: DataResource, id: number) => `${scope}:${id}`;

/** Storage that keeps nothing: a FakeDb without storage resets through the same rules as one with it. */
const inMemory: KeyValueStore = { getMany: (keys) => Promise.resolve(keys.map(() => undefined)), commit: () => Promise.resolve() };

/**
 * Every piece of state the fake backend keeps, each with its schema and sample value. New state is one more
 * entry here, read with `read` and changed with `write`, so that it is stored and reset like the rest (state a reset
 * must not touch, such as sign-in sessions, says `keepOnReset: true`).
 */
function stateCollections(absentLists: readonly ListName[]): Collection[] {
  const lists = LIST_NAMES.filter((name) => !absentLists.includes(name)).map((name): Collection => ({
    key: listKey(name),
    schema: z.array(rowSchema(name)),
    sample: () => structuredClone(SAMPLE[name]),
  }));
  return [
    ...lists,
    // Every account, the demo ones (one per role) first: their names and passwords can be changed on the settings page, and a reset restores them.
    { key: 'users', schema: z.array(registeredUserSchema), sample: demoUsers },
    // What an account has besides its sign-in fields (role, status, member since, last sign-in, preferences), by account id.
    { key: ACCOUNTS_KEY, schema: fakeExtrasSchema, sample: demoExtras },
    // Invitations to register with a role (POST /users/invite).
    { key: INVITES_KEY, schema: fakeInvitesSchema, sample: () => [] },
    // The addresses signed up by the public pages' forms, per form.
    { key: 'subscriptions', schema: z.record(z.string(), z.array(z.string())), sample: () => ({}) },
    // Moved to the current month when first served, then kept as the visitor leaves them.
    { key: 'calendar', schema: z.array(calendarEventSchema), sample: () => eventsForCurrentMonth(CALENDAR_EVENTS) },
    // The ids of the sample company's generated rows deleted, per list (src/mocks/company.ts).
    { key: COMPANY_REMOVED_KEY, schema: companyRemovedSchema, sample: () => ({}) },
    // The highest reference number each list with a `code` issued or saw written (src/mocks/codes.ts).
    { key: CODES_KEY, schema: codesSchema, sample: sampleCodes },
    // The last number each list's sent rows were given per year (src/mocks/codes.ts, issueSentNumber).
    { key: SENT_NUMBERS_KEY, schema: sentNumbersSchema, sample: () => ({}) },
    // The invoices' payments and voids (src/mocks/handlers/invoice-state.ts).
    { key: INVOICE_MONEY_KEY, schema: invoiceMoneySchema, sample: sampleInvoiceMoney },
    // The task boards: boards, columns, cards and comments (src/mocks/handlers/board-state.ts).
    { key: BOARDS_KEY, schema: boardStateSchema, sample: sampleBoardState },
    // Team chat: conversations, their members, messages and read marks (src/mocks/handlers/chat-state.ts).
    { key: CHAT_KEY, schema: chatStateSchema, sample: sampleChatState },
    // Background jobs (imports): each one's state, counts and failures (src/mocks/handlers/job-state.ts).
    { key: JOBS_KEY, schema: jobStateSchema, sample: sampleJobState },
    // Webhook endpoints and their delivery log, not sent (src/mocks/handlers/webhook-state.ts).
    { key: WEBHOOKS_KEY, schema: webhookStateSchema, sample: sampleWebhookState },
    // Row versions (`<list or calendar>:<id>` -> version) of rows changed since the sample data; any other row is at 1.
    { key: VERSIONS_KEY, schema: z.record(z.string(), z.int()), sample: () => ({}) },
    // The ids of the notifications marked read.
    { key: NOTIFICATIONS_READ_KEY, schema: readIdsSchema, sample: sampleReadIds },
    // The notifications of ended jobs (an import done or failed), to their starters.
    { key: JOB_NOTICES_KEY, schema: jobNoticesSchema, sample: () => [] },
    // The audit trail, oldest first (the newest entries only): a reset starts it again.
    { key: AUDIT_KEY, schema: auditEntriesSchema, sample: () => [] },
    // Password-reset tokens (digest -> account and expiry): a reset puts the passwords back, so it drops them.
    { key: RESET_TOKENS_KEY, schema: resetTokensSchema, sample: () => ({}) },
    // The per-account limits' counts and the accounts signed in on this device (src/mocks/limits.ts).
    { key: LIMITS_KEY, schema: fakeLimitsSchema, sample: emptyLimits },
    // API keys (their digests, owners, permissions, last use): none in the sample data.
    { key: API_KEYS_KEY, schema: fakeApiKeysSchema, sample: emptyApiKeys },
    // Sign-in sessions (token -> user id): resetting the demo data does not sign anyone out.
    { key: SESSIONS_KEY, schema: sessionsSchema, sample: sampleSessions, keepOnReset: true },
  ];
}

/**
 * The fake backend's state: copies of the sample lists, the calendar, the registered accounts, the notifications'
 * read marks and the sign-in sessions. In memory
 * unless `useStorage` is called (the browser does, with IndexedDB): then every change is written through, and
 * `sync` brings in changes made by other tabs before a request is answered.
 */
export class FakeDb {
  private readonly collections: readonly Collection[];
  private readonly values: Map<string, unknown>;
  private persistence: Persistence | undefined;
  private readonly company: boolean;
  /** Every write so far, chained: waiting for it waits for this tab's last change to be stored. */
  private written: Promise<void> = Promise.resolve();
  /** The writes of the `batch` running, stored together at its end. */
  private batched: Map<string, unknown> | undefined;

  constructor(options: FakeDbOptions = {}) {
    this.collections = stateCollections(options.absentLists ?? []);
    this.company = options.company ?? true;
    this.values = new Map(this.collections.map((c) => [c.key, c.sample()]));
  }

  /** From now on the state lives in `storage`: what it holds is loaded (or the sample data written down). */
  async useStorage({ store, dataVersion, onFallback }: FakeDbStorage): Promise<StorageOutcome> {
    this.persistence = new Persistence(store, dataVersion, this.collections, onFallback);
    const { values, outcome } = await this.persistence.load();
    this.replace(values);
    return outcome;
  }

  /** Takes in what another tab stored since this one last read or wrote. */
  async sync(): Promise<void> {
    const changed = await this.persistence?.changes();
    if (changed) this.replace(changed);
  }

  /** Resolves once every change made so far is stored, so the next request of any tab sees it. */
  settled(): Promise<void> {
    return this.written;
  }

  /** Every collection back to its sample value, in this tab and in storage (so in every tab). */
  async reset(): Promise<void> {
    await this.settled();
    const persistence = this.persistence ?? new Persistence(inMemory, '', this.collections);
    this.replace(await persistence.reset(this.values));
  }

  /** The current value of a collection of `stateCollections`. */
  read<T>(key: string): T | undefined {
    return this.values.get(key) as T | undefined;
  }

  /** Replaces a collection's value, and stores it when storage is on. */
  write(key: string, value: unknown): void {
    if (!this.values.has(key)) throw new Error(`Unknown fake-backend state: ${key}`);
    this.values.set(key, value);
    if (!this.persistence) return;
    if (this.batched) return void this.batched.set(key, value);
    const saved = this.persistence.save(key, value);
    this.written = this.written.then(() => saved);
  }

  /**
   * Runs `change` (synchronous) with its writes stored in one transaction: a page that closes meanwhile leaves all of
   * them stored or none (an import's chunk of rows and its job's checkpoint, src/mocks/handlers/on-demand/import-run.ts).
   */
  batch<T>(change: () => T): T {
    if (this.batched || !this.persistence) return change();
    const batched = (this.batched = new Map<string, unknown>());
    try {
      return change();
    } finally {
      this.batched = undefined;
      if (batched.size) {
        const saved = this.persistence.saveMany([...batched]);
        this.written = this.written.then(() => saved);
      }
    }
  }

  /**
   * Makes the sample company's generated rows of list `name` ahead of a read, in slices that give the page's thread back
   * between them (src/mocks/company.ts); `list` then finds them made. Nothing to do for another list.
   */
  async warm(name: ListName): Promise<void> {
    if (this.company && isCompanyList(name)) await warmCompanyList(name);
  }

  /** The rows of a list, or undefined when it is absent; a list of the sample company has its generated rows too. */
  list<N extends ListName>(name: N): ItemOf<N>[] | undefined {
    const stored = this.read<ItemOf<N>[]>(listKey(name));
    if (!stored || !this.company || !isCompanyList(name)) return stored;
    return companyRows(name, stored, this.read<CompanyRemoved>(COMPANY_REMOVED_KEY)?.[name]);
  }

  /**
   * One row of a list by id, or undefined. A stored row (a sample row, one added or changed) is found without making the
   * sample company's thousands of generated rows: the bell's notifications name sample rows, and are read on every page.
   */
  row<N extends ListName>(name: N, id: number): ItemOf<N> | undefined {
    const stored = this.read<ItemOf<N>[]>(listKey(name));
    const found = stored?.find((r) => r.id === id);
    if (found || !stored || !this.company || !isCompanyList(name)) return found;
    return this.list(name)?.find((r) => r.id === id);
  }

  /** Replaces a list's rows: of a list of the sample company, only the rows that are not generated ones as made are stored. */
  setList<N extends ListName>(name: N, rows: ItemOf<N>[]): void {
    if (!this.company || !isCompanyList(name)) return this.write(listKey(name), rows);
    const { stored, removed } = companyChanges(name, rows);
    const allRemoved = this.read<CompanyRemoved>(COMPANY_REMOVED_KEY) ?? {};
    if (String(allRemoved[name] ?? []) !== String(removed)) this.write(COMPANY_REMOVED_KEY, { ...allRemoved, [name]: removed });
    this.write(listKey(name), stored);
  }

  /** Whether the lists hold the sample company's generated rows (src/mocks/company.ts) besides their sample rows. */
  get hasCompany(): boolean {
    return this.company;
  }

  nextId(name: ListName): number {
    return (this.list(name) ?? []).reduce((max, row) => Math.max(max, row.id), 0) + 1;
  }

  /** The version of a list row or calendar event (src/contract/versions.ts): 1 until it is first changed. */
  versionOf(scope: DataResource, id: number): number {
    return this.read<Record<string, number>>(VERSIONS_KEY)?.[versionKey(scope, id)] ?? 1;
  }

  /** Raises a row's version after a change, and answers the new one. */
  bumpVersion(scope: DataResource, id: number): number {
    const version = this.versionOf(scope, id) + 1;
    this.write(VERSIONS_KEY, { ...this.read<Record<string, number>>(VERSIONS_KEY), [versionKey(scope, id)]: version });
    return version;
  }

  /** A deleted row's version goes with it (a row later created with its id starts at 1). */
  forgetVersion(scope: DataResource, id: number): void {
    const versions = { ...this.read<Record<string, number>>(VERSIONS_KEY) };
    if (!(versionKey(scope, id) in versions)) return;
    delete versions[versionKey(scope, id)];
    this.write(VERSIONS_KEY, versions);
  }

  calendarEvents(): CalendarEvent[] {
    return this.read<CalendarEvent[]>('calendar') ?? [];
  }

  setCalendarEvents(events: CalendarEvent[]): void {
    this.write('calendar', events);
  }

  allUsers(): readonly RegisteredUser[] {
    return this.read<RegisteredUser[]>('users') ?? [];
  }

  addUser(input: Omit<RegisteredUser, 'id' | 'firstName' | 'lastName'>): RegisteredUser {
    const user: RegisteredUser = {
      id: this.allUsers().reduce((max, u) => Math.max(max, u.id), 0) + 1,
      firstName: '',
      lastName: '',
      ...input,
    };
    // A demo backend: the password is kept as typed, in this browser only. A real backend hashes it.
    this.write('users', [...this.allUsers(), user]);
    return user;
  }

  /** Changes an account's fields; undefined when there is no such account. */
  updateUser(id: number, patch: Partial<Omit<RegisteredUser, 'id'>>): RegisteredUser | undefined {
    const users = this.allUsers();
    const current = users.find((u) => u.id === id);
    if (!current) return undefined;
    const user = { ...current, ...patch };
    this.write(
      'users',
      users.map((u) => (u.id === id ? user : u)),
    );
    return user;
  }

  removeUser(id: number): boolean {
    const before = this.allUsers();
    const after = before.filter((u) => u.id !== id);
    if (after.length === before.length) return false;
    this.write('users', after);
    const { [String(id)]: _gone, ...extras } = this.read<Record<string, AccountExtras>>(ACCOUNTS_KEY) ?? {};
    this.write(ACCOUNTS_KEY, extras);
    return true;
  }

  accountExtras(id: number): AccountExtras | undefined {
    return this.read<Record<string, AccountExtras>>(ACCOUNTS_KEY)?.[String(id)];
  }

  setAccountExtras(id: number, extras: AccountExtras): void {
    this.write(ACCOUNTS_KEY, { ...this.read<Record<string, AccountExtras>>(ACCOUNTS_KEY), [String(id)]: extras });
  }

  /** Adds an address to a form's sign-ups; false when it was already there (letter case aside). */
  subscribe(form: string, email: string): boolean {
    const all = this.read<Record<string, string[]>>('subscriptions') ?? {};
    const key = email.trim().toLowerCase();
    const addresses = all[form] ?? [];
    if (addresses.includes(key)) return false;
    this.write('subscriptions', { ...all, [form]: [...addresses, key] });
    return true;
  }

  private replace(values: Map<string, unknown>): void {
    for (const [key, value] of values) this.values.set(key, value);
  }
}
