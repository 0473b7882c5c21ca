import { atom, type ReadableAtom } from 'nanostores';
import { api } from '../api/client.ts';
import { onLiveChange } from './live-changes.ts';
import { plainText } from '../plain-text.ts';

/**
 * The names of the rows other rows name: an invoice's `customerId` shown as its customer's `name`. A table asks for
 * the ids it draws; the ids asked for within one frame go out together (FRAME_MS), one `GET /app/<list>?id=…&id=…` per
 * list (both backends filter a list by any of its fields, OR within one field), at most CHUNK ids per call, and each
 * answer is kept for the page's life. A live change to a named row forgets its name, so the next draw reads it again.
 */

/** Ids per call: a URL of 100 ids is about 800 characters, far under any server's limit. */
export const CHUNK = 100;

/** `<list>:<field>` -> id -> the field's text ('' for a row the caller may not read or that is gone). */
type Names = ReadonlyMap<string, ReadonlyMap<number, string>>;

export interface ReferenceNames {
  /** Every name known so far; a new map after each answer, so a component re-renders with it. */
  $names: ReadableAtom<Names>;
  /** The name now, or undefined while not read yet (and then asked for, with the other ids of this task). */
  nameOf(list: string, field: string, id: number): string | undefined;
  /** Resolves once every call asked for so far has answered (tests and callers that wait). */
  settled(): Promise<void>;
  /** Forgets one row's name (a live change to it). */
  forget(list: string, id: number): void;
  /**
   * The first SEARCH_LIMIT rows of `list` the backend's search `q` finds, as id and name (a picker's options); the
   * names found are kept as if asked for. Rejects when the call fails or is aborted.
   */
  search(list: string, field: string, q: string, signal?: AbortSignal): Promise<ReferenceOption[]>;
}

/** A row a picker offers: its id and the referenced field's text. */
export interface ReferenceOption {
  id: number;
  name: string;
}

/** Options a picker shows per search: more than a person reads, and the search narrows them. */
export const SEARCH_LIMIT = 20;

const keyOf = (list: string, field: string) => `${list}:${field}`;

/** What the names are read through: the app's API client, or a test's. */
export interface ReadsRows {
  get(path: string, options?: { query?: Record<string, string | number>; signal?: AbortSignal }): Promise<unknown>;
}

/** The rows of a list call's answer: a page's `items`, or the plain array an unpaged answer is. */
function rowsOf(answer: unknown): Record<string, unknown>[] {
  const items = Array.isArray(answer) ? answer : (answer as { items?: unknown } | null)?.items;
  return Array.isArray(items) ? (items as Record<string, unknown>[]) : [];
}

export function createReferenceNames(client: ReadsRows, schedule: (run: () => void) => void = queueMicrotask): ReferenceNames {
  const $names = atom<Names>(new Map());
  /** Ids asked for and not yet sent, per `<list>:<field>`. */
  const queued = new Map<string, Set<number>>();
  /** Ids sent or answered, so an id is asked for once. */
  const asked = new Map<string, Set<number>>();
  let flushing: Promise<void> = Promise.resolve();
  let scheduled = false;

  function store(key: string, found: Map<number, string>) {
    const next = new Map($names.get());
    next.set(key, new Map([...(next.get(key) ?? []), ...found]));
    $names.set(next);
  }

  async function fetchChunk(key: string, ids: readonly number[]) {
    const [list, field] = key.split(':') as [string, string];
    const query = ids.map((id) => `id=${id}`).join('&');
    const found = new Map<number, string>(ids.map((id) => [id, '']));
    try {
      const rows = await client.get(`/app/${list}?${query}`);
      const items = Array.isArray(rows) ? (rows as Record<string, unknown>[]) : [];
      for (const row of items) {
        if (typeof row.id === 'number' && ids.includes(row.id)) found.set(row.id, plainText(row[field]));
      }
      store(key, found);
    } catch {
      // Not read (offline, no permission): asked again at the next draw, and the cell shows the id meanwhile.
      for (const id of ids) asked.get(key)?.delete(id);
    }
  }

  function flush() {
    scheduled = false;
    const calls: Promise<void>[] = [];
    for (const [key, ids] of queued) {
      const all = [...ids];
      for (let start = 0; start < all.length; start += CHUNK) calls.push(fetchChunk(key, all.slice(start, start + CHUNK)));
    }
    queued.clear();
    flushing = Promise.all([flushing, ...calls]).then(() => undefined);
  }

  return {
    $names,
    nameOf(list, field, id) {
      const key = keyOf(list, field);
      const known = $names.get().get(key)?.get(id);
      if (known !== undefined) return known;
      const sent = asked.get(key) ?? new Set<number>();
      asked.set(key, sent);
      if (!sent.has(id)) {
        sent.add(id);
        const waiting = queued.get(key) ?? new Set<number>();
        queued.set(key, waiting.add(id));
        if (!scheduled) {
          scheduled = true;
          schedule(flush);
        }
      }
      return undefined;
    },
    async settled() {
      // A flush scheduled but not yet run starts its calls first.
      await new Promise<void>((resolve) => schedule(resolve));
      await flushing;
    },
    forget(list, id) {
      const next = new Map($names.get());
      let changed = false;
      for (const [key, names] of next) {
        if (!key.startsWith(`${list}:`) || !names.has(id)) continue;
        const copy = new Map(names);
        copy.delete(id);
        next.set(key, copy);
        asked.get(key)?.delete(id);
        changed = true;
      }
      if (changed) $names.set(next);
    },
    async search(list, field, q, signal) {
      const query: Record<string, string | number> = { page: 1, pageSize: SEARCH_LIMIT, sort: `${field}:asc` };
      if (q.trim()) query.q = q.trim();
      const answer = await client.get(`/app/${list}`, { query, ...(signal ? { signal } : {}) });
      const options = rowsOf(answer)
        .filter((row): row is Record<string, unknown> & { id: number } => typeof row.id === 'number')
        .slice(0, SEARCH_LIMIT)
        .map((row) => ({ id: row.id, name: plainText(row[field]) }));
      store(keyOf(list, field), new Map(options.map((o) => [o.id, o.name])));
      return options;
    },
  };
}

/**
 * How long the app's cache gathers ids before it asks. React draws a list in slices of a few milliseconds, each a task
 * of its own: gathered per task, the employees' cards on a phone asked for their departments in four calls, each an
 * answer to handle and a redraw of the list.
 */
export const FRAME_MS = 16;

/** The app's one cache of names. */
export const referenceNames = createReferenceNames(api, (run) => setTimeout(run, FRAME_MS));
onLiveChange((change) => referenceNames.forget(change.resource, change.rowId));
