import { clear, createStore, getMany, promisifyRequest, type UseStore } from 'idb-keyval';
import type { ZodMiniType } from 'zod/mini';
import { DEMO_DB_NAME } from './settings.ts';

/**
 * One piece of the fake backend's state that is kept across pages, reloads and tabs: a key, the schema every
 * stored value must pass, and the sample value it starts from (and returns to on a reset).
 */
export interface Collection<T = unknown> {
  key: string;
  schema: ZodMiniType<T>;
  sample: () => T;
  /** Kept as it is by a reset (e.g. sign-in sessions, so that resetting the data does not sign the visitor out). */
  keepOnReset?: boolean;
}

/**
 * Where the state is kept: a key-value store whose writes are atomic (every entry of one `commit`, or none).
 * IndexedDB in the browser; unit tests use fake-indexeddb or a failing stand-in.
 */
export interface KeyValueStore {
  getMany(keys: string[]): Promise<unknown[]>;
  /** Writes the entries in one transaction; answers the value `read` had just before, read in that transaction. */
  commit(entries: [string, unknown][], options?: { clear?: boolean; read?: string }): Promise<unknown>;
}

/** The fake backend's IndexedDB store, through idb-keyval. Creating it touches nothing; the first call opens the database. */
export function indexedDbStore(dbName = DEMO_DB_NAME): KeyValueStore {
  let store: UseStore | undefined;
  // indexedDB can be missing or throw on open (private windows, blocked storage): the first call rejects then.
  const openStore = () => (store ??= createStore(dbName, 'state'));
  return {
    getMany: (keys) => getMany(keys, openStore()),
    commit: (entries, options = {}) =>
      openStore()('readwrite', async (objects) => {
        // One transaction: another tab reads either the old state or the new one, never half of each. A read asked
        // for goes first, so it answers the value as it was just before these writes (requests run in order).
        const before = options.read === undefined ? undefined : objects.get(options.read);
        if (options.clear) objects.clear();
        for (const [key, value] of entries) objects.put(value, key);
        await promisifyRequest(objects.transaction);
        return before?.result as unknown;
      }),
  };
}

/** Deletes everything an `indexedDbStore` holds (tests). */
export const clearIndexedDbStore = (dbName = DEMO_DB_NAME) => clear(createStore(dbName, 'state'));

/**
 * How loading went: `kept` read the stored state; `sample` started from the sample data (nothing stored yet,
 * or stored for another version of the sample data or schemas); `restored` found stored data that failed its
 * schema and replaced it with the sample data; `memory` could not use the storage at all, so the state lives
 * in this page only.
 */
export type StorageOutcome = 'kept' | 'sample' | 'restored' | 'memory';

/** Bookkeeping keys next to the collections: the data version the state belongs to, and a stamp changed by every write. */
const VERSION_KEY = 'meta:version';
const STAMP_KEY = 'meta:stamp';
const valueKey = (key: string) => `data:${key}`;

/** Tests and the node server have no notice to show. */
const ignoreFallback = (): void => undefined;

function newStamp(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * Keeps a set of collections in a KeyValueStore for one data version (a hash of the sample data and schemas,
 * made at build). State of another version is replaced, never read as it is (only the collections a reset keeps
 * are carried over, when they pass their schema); a value that fails its schema
 * replaces the whole state with the sample data. Any storage failure switches to memory for the page's life.
 */
export class Persistence {
  private stamp: string | undefined;
  private usable = true;

  constructor(
    private readonly store: KeyValueStore,
    private readonly dataVersion: string,
    private readonly collections: readonly Collection[],
    /** Told when the state falls back to memory or to the sample data (the page shows a notice). */
    private readonly onFallback: (outcome: 'restored' | 'memory') => void = ignoreFallback,
  ) {}

  /** The stored state (or the sample data, written down), and how it was obtained. */
  async load(): Promise<{ values: Map<string, unknown>; outcome: StorageOutcome }> {
    if (!this.usable) return { values: this.samples(), outcome: 'memory' };
    try {
      const keys = [VERSION_KEY, STAMP_KEY, ...this.collections.map((c) => valueKey(c.key))];
      const [version, stamp, ...stored] = await this.store.getMany(keys);
      // New sample data or schemas: everything starts again from the samples, but for what a reset keeps too (sessions).
      if (version !== this.dataVersion) return { values: await this.replaceAll(this.keptFrom(stored)), outcome: 'sample' };
      const values = this.validate(stored);
      if (!values) {
        this.onFallback('restored');
        return { values: await this.replaceAll(), outcome: 'restored' };
      }
      this.stamp = typeof stamp === 'string' ? stamp : undefined;
      return { values, outcome: 'kept' };
    } catch (error) {
      this.fail(error);
      return { values: this.samples(), outcome: 'memory' };
    }
  }

  /** The stored state when another tab changed it since this one last read or wrote it; undefined otherwise. */
  async changes(): Promise<Map<string, unknown> | undefined> {
    if (!this.usable) return undefined;
    try {
      const [stamp] = await this.store.getMany([STAMP_KEY]);
      if (stamp === this.stamp) return undefined;
      return (await this.load()).values;
    } catch (error) {
      this.fail(error);
      return undefined;
    }
  }

  /** Writes one collection's new value. */
  save(key: string, value: unknown): Promise<void> {
    return this.saveMany([[key, value]]);
  }

  /** Writes several collections' new values in one transaction: another tab, or a page started later, sees all or none. */
  async saveMany(changes: readonly (readonly [string, unknown])[]): Promise<void> {
    if (!this.usable) return;
    const stamp = newStamp();
    const known = this.stamp;
    try {
      const previous = await this.store.commit(
        [...changes.map(([key, value]): [string, unknown] => [valueKey(key), value]), [STAMP_KEY, stamp]],
        { read: STAMP_KEY },
      );
      // This tab's stamp says "nothing new" only when the state it wrote over was the one it knew. Another tab may have
      // written since this tab last read (its request read the state before that write): taking this write's stamp
      // then would hide that write from every later request of this tab, for good. Without it, the next request reads
      // the stored state, which has both.
      this.stamp = previous === known && this.stamp === known ? stamp : undefined;
    } catch (error) {
      this.fail(error);
    }
  }

  /** Every collection back to its sample value (those marked `keepOnReset` to their value in `current`), stored for every tab. */
  async reset(current: ReadonlyMap<string, unknown> = new Map()): Promise<Map<string, unknown>> {
    const kept = new Map(this.collections.filter((c) => c.keepOnReset && current.has(c.key)).map((c) => [c.key, current.get(c.key)]));
    if (!this.usable) return this.samples(kept);
    try {
      return await this.replaceAll(kept);
    } catch (error) {
      this.fail(error);
      return this.samples(kept);
    }
  }

  /** The stored values of the collections marked `keepOnReset` that still pass their schema. */
  private keptFrom(stored: unknown[]): Map<string, unknown> {
    const kept = new Map<string, unknown>();
    for (const [index, collection] of this.collections.entries()) {
      if (!collection.keepOnReset || stored[index] === undefined) continue;
      const parsed = collection.schema.safeParse(stored[index]);
      if (parsed.success) kept.set(collection.key, parsed.data);
    }
    return kept;
  }

  private samples(kept: ReadonlyMap<string, unknown> = new Map()): Map<string, unknown> {
    return new Map(this.collections.map((c) => [c.key, kept.has(c.key) ? kept.get(c.key) : c.sample()]));
  }

  /** Every stored value through its schema; a missing one (a collection newer than the stored state) starts from its sample. */
  private validate(stored: unknown[]): Map<string, unknown> | undefined {
    const values = new Map<string, unknown>();
    for (const [index, collection] of this.collections.entries()) {
      const raw = stored[index];
      if (raw === undefined) {
        values.set(collection.key, collection.sample());
        continue;
      }
      const parsed = collection.schema.safeParse(raw);
      if (!parsed.success) return undefined;
      values.set(collection.key, parsed.data);
    }
    return values;
  }

  private async replaceAll(kept?: ReadonlyMap<string, unknown>): Promise<Map<string, unknown>> {
    const values = this.samples(kept);
    const stamp = newStamp();
    const entries: [string, unknown][] = this.collections.map((c) => [valueKey(c.key), values.get(c.key)]);
    await this.store.commit([[VERSION_KEY, this.dataVersion], [STAMP_KEY, stamp], ...entries], { clear: true });
    this.stamp = stamp;
    return values;
  }

  private fail(error: unknown): void {
    if (!this.usable) return;
    this.usable = false;
    console.warn('The demo data cannot be stored in this browser; changes last until the page is left.', error);
    this.onFallback('memory');
  }
}
