import { z } from 'zod/mini';
import {
  API_KEY_PREFIX,
  LAST_USED_EVERY_MS,
  SHOWN_CHARS,
  type ApiKey,
  type ApiKeyCreate,
  type ApiKeyCreated,
} from '../contract/api-keys.ts';
import type { Permission } from '../contract/permissions.ts';
import type { FakeDb } from './db.ts';
import { digest } from './reset-tokens.ts';
import { randomToken } from './sessions.ts';

/** The state key of the API keys among the fake backend's collections. */
export const API_KEYS_KEY = 'apiKeys';

const storedKeySchema = z.object({
  id: z.int(),
  userId: z.int(),
  name: z.string(),
  prefix: z.string(),
  /** Only the secret's SHA-256, as on the reference server. */
  secretHash: z.string(),
  permissions: z.array(z.string()),
  createdAt: z.string(),
  expiresAt: z.nullable(z.string()),
  lastUsedAt: z.nullable(z.string()),
  lastUsedIp: z.nullable(z.string()),
});
type StoredKey = z.infer<typeof storedKeySchema>;
export const fakeApiKeysSchema = z.object({ nextId: z.int(), keys: z.array(storedKeySchema) });
type FakeApiKeyState = z.infer<typeof fakeApiKeysSchema>;
export const emptyApiKeys = (): FakeApiKeyState => ({ nextId: 1, keys: [] });

/** What a browser gives as the client address of a key's use: it has none of its own. */
const FAKE_ADDRESS = '127.0.0.1';

/** A stored key as the API shows it: never its digest or owner. */
export function shownKey(key: StoredKey): ApiKey {
  const { id, name, prefix, createdAt, lastUsedAt, lastUsedIp, expiresAt } = key;
  return { id, name, prefix, permissions: key.permissions as Permission[], createdAt, lastUsedAt, lastUsedIp, expiresAt };
}

/**
 * The fake backend's API keys (docs/api-keys.md), kept in its state like the sessions, so a key made in one tab works in
 * another. The same rules as the reference server's: a digest kept, the last use noted at most once a minute.
 */
export class FakeApiKeys {
  constructor(
    private readonly db: FakeDb,
    private readonly now: () => number = Date.now,
  ) {}

  async create(userId: number, input: ApiKeyCreate, permissions: Permission[]): Promise<{ created: ApiKeyCreated; stored: StoredKey }> {
    const state = this.load();
    const key = API_KEY_PREFIX + randomToken();
    const prefix = key.slice(0, API_KEY_PREFIX.length + SHOWN_CHARS);
    const now = this.now();
    const stored: StoredKey = {
      id: state.nextId,
      userId,
      name: input.name,
      prefix,
      secretHash: await digest(key),
      permissions,
      createdAt: new Date(now).toISOString(),
      expiresAt: input.expiresInDays === undefined ? null : new Date(now + input.expiresInDays * 86_400_000).toISOString(),
      lastUsedAt: null,
      lastUsedIp: null,
    };
    this.save({ nextId: state.nextId + 1, keys: [...state.keys, stored] });
    return { created: { id: stored.id, name: stored.name, prefix, permissions, key }, stored };
  }

  /** The keys of one account, or of every account (`userId` undefined), newest first. */
  list(userId?: number): StoredKey[] {
    return this.load()
      .keys.filter((key) => userId === undefined || key.userId === userId)
      .reverse();
  }

  /** Removes a key (of `userId` only, when given): the removed key, or undefined when there is none. */
  revoke(id: number, userId?: number): StoredKey | undefined {
    const state = this.load();
    const gone = state.keys.find((key) => key.id === id && (userId === undefined || key.userId === userId));
    if (gone) this.save({ ...state, keys: state.keys.filter((key) => key !== gone) });
    return gone;
  }

  /** Removes every key of an account (it was deleted). */
  dropAccount(userId: number): void {
    const state = this.load();
    this.save({ ...state, keys: state.keys.filter((key) => key.userId !== userId) });
  }

  /** The live (not expired) key a secret is, or undefined. */
  async find(secret: string): Promise<StoredKey | undefined> {
    const hash = await digest(secret);
    const key = this.load().keys.find((k) => k.secretHash === hash);
    return key && (key.expiresAt === null || Date.parse(key.expiresAt) > this.now()) ? key : undefined;
  }

  /** Notes a key's use, at most once a minute. */
  noteUse(key: StoredKey): void {
    const now = this.now();
    if (key.lastUsedAt && Date.parse(key.lastUsedAt) > now - LAST_USED_EVERY_MS) return;
    const state = this.load();
    const used = { lastUsedAt: new Date(now).toISOString(), lastUsedIp: FAKE_ADDRESS };
    this.save({ ...state, keys: state.keys.map((k) => (k.id === key.id ? { ...k, ...used } : k)) });
  }

  private load(): FakeApiKeyState {
    return this.db.read<FakeApiKeyState>(API_KEYS_KEY) ?? emptyApiKeys();
  }

  private save(state: FakeApiKeyState): void {
    this.db.write(API_KEYS_KEY, state);
  }
}
