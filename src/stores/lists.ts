import { atom, type ReadableAtom, type WritableAtom } from 'nanostores';
import type { ZodMiniType } from 'zod/mini';
import { api, ApiError } from '../api/client.ts';
import type { ItemOf, ListName } from '../schemas/index.ts';

export type { ItemOf, ListName } from '../schemas/index.ts';

/** One data slice: the rows, whether a fetch runs, and its last failure. */
export interface ListState<T> {
  data: T[];
  loading: boolean;
  error: string | null;
}

export interface ListStore<T extends { id: number }> {
  $list: ReadableAtom<ListState<T>>;
  /**
   * GET /app/<name>[?rows=N]: loading on and error cleared (rows already held stay on show); then the rows, or the
   * error. A call while the same request is still on its way joins it instead of sending another (the screen's
   * data may be requested on the click that opens it, and again by the screen once it starts); `fresh` always sends.
   */
  fetch(options?: FetchOptions): Promise<void>;
  /** POST /app/<name>: the backend assigns the id; the created row is appended. */
  create(input: Omit<T, 'id'>): Promise<T>;
  /** PUT /app/<name>/<id>: the row with that id is replaced by the answer. */
  update(item: T): Promise<T>;
  /** DELETE /app/<name>/<id> for each id; removed rows leave the store. */
  remove(ids: number[]): Promise<void>;
}

export interface FetchOptions {
  /** Synthetic rows to ask the fake backend for (`?rows=N`). */
  rows?: number | undefined;
  /** Sends a new request even when the same one is on its way (after the data was reset, say). */
  fresh?: boolean;
  /**
   * Asked ahead of the screen that shows the rows (by the click that opens it): the next identical fetch within
   * AHEAD_MS takes this answer, even once it has arrived, instead of asking again.
   */
  ahead?: boolean;
}

/** How long a fetch made ahead of its screen stands in for the screen's own first fetch. */
export const AHEAD_MS = 10_000;

export const EMPTY_LIST = { data: [], loading: false, error: null } as const;

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Loads a list's schemas: called with the first request, so zod downloads while it runs, not before the page works. */
export type SchemaLoader<T> = () => Promise<{ row: ZodMiniType<T>; rows: ZodMiniType<T[]> }>;

/**
 * The one factory behind every data slice. `path` is the collection's URL (e.g. /app/order); `schema`
 * validates each row of every answer, so a wrong shape becomes an error in the slice, not bad data on screen.
 */
export function createListStore<T extends { id: number }>(path: string, load: SchemaLoader<T>): ListStore<T> {
  const $list: WritableAtom<ListState<T>> = atom<ListState<T>>({ ...EMPTY_LIST, data: [] });
  let loaded: ReturnType<SchemaLoader<T>> | undefined;
  const schemas = () => (loaded ??= load());
  // A failed load (offline) is retried by the next call rather than cached.
  const rowSchema = () =>
    schemas()
      .then((s) => s.row)
      .catch((e: unknown) => {
        loaded = undefined;
        throw e;
      });
  const rowsSchema = () =>
    schemas()
      .then((s) => s.rows)
      .catch((e: unknown) => {
        loaded = undefined;
        throw e;
      });
  // Only the newest fetch may write: an older, slower answer must not overwrite a newer one.
  let latest = 0;
  // The request on its way, which an identical fetch joins; a change made meanwhile (create, update, remove) ends the sharing.
  let inFlight: { key: string; done: Promise<void> } | undefined;
  // A fetch made ahead of its screen, until the screen's own fetch has taken it.
  let ahead: { key: string; done: Promise<void>; at: number } | undefined;
  const takeAhead = (key: string) => {
    const taken = ahead?.key === key && Date.now() - ahead.at < AHEAD_MS ? ahead.done : undefined;
    ahead = undefined;
    return taken;
  };

  const patch = (next: Partial<ListState<T>>) => $list.set({ ...$list.get(), ...next });

  return {
    $list,
    fetch(options = {}) {
      const key = String(options.rows ?? '');
      if (!options.fresh && !options.ahead) {
        const taken = takeAhead(key);
        if (taken) return taken;
        if (inFlight?.key === key) return inFlight.done;
      }
      const ticket = ++latest;
      patch({ loading: true, error: null });
      const request = async () => {
        try {
          const query = options.rows === undefined ? undefined : { rows: options.rows };
          const data = await api.get(path, { schema: rowsSchema, ...(query ? { query } : {}) });
          if (ticket === latest) patch({ data, loading: false });
        } catch (error) {
          if (ticket === latest) patch({ loading: false, error: messageOf(error) });
        }
      };
      const done: Promise<void> = request().finally(() => {
        if (inFlight?.done === done) inFlight = undefined;
      });
      inFlight = { key, done };
      if (options.ahead) ahead = { key, done, at: Date.now() };
      return done;
    },
    async create(input) {
      inFlight = ahead = undefined;
      const created = await api.post(path, input, { schema: rowSchema });
      patch({ data: [...$list.get().data, created] });
      return created;
    },
    async update(item) {
      inFlight = ahead = undefined;
      const saved = await api.put(`${path}/${item.id}`, item, { schema: rowSchema });
      patch({ data: $list.get().data.map((row) => (row.id === saved.id ? saved : row)) });
      return saved;
    },
    async remove(ids) {
      inFlight = ahead = undefined;
      const results = await Promise.allSettled(ids.map((id) => api.delete(`${path}/${id}`).then(() => id)));
      const removed = new Set(results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : [])));
      // Rows the backend did delete leave the store even when another delete failed: the store follows the backend.
      if (removed.size) patch({ data: $list.get().data.filter((row) => !removed.has(row.id)) });
      const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
      if (failure) throw failure.reason instanceof ApiError ? failure.reason : new ApiError(messageOf(failure.reason), 0, 'network');
    },
  };
}

const stores = new Map<ListName, ListStore<{ id: number }>>();

/** The store of a list, created once per page: every island showing that list shares it. */
export function listStore<N extends ListName>(name: N): ListStore<ItemOf<N>> {
  let store = stores.get(name);
  if (!store) {
    const load = async () => (await import('../screens/lists.ts')).loadListSchemas(name);
    store = createListStore(`/app/${name}`, load);
    stores.set(name, store);
  }
  return store as unknown as ListStore<ItemOf<N>>;
}
