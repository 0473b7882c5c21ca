import { atom, type ReadableAtom, type WritableAtom } from 'nanostores';
import type { ZodMiniType } from 'zod/mini';
import { api, ApiError } from '../api/client.ts';
import type { ItemOf, ListName } from '../schemas/index.ts';
import { MAX_PAGE_SIZE } from '../api/contract/list-query.ts';
import { pageQuery, PAGING_THRESHOLD, type PageRequest, type QueryValue } from './list-paging.ts';
import { asConflict, ifMatchHeaders } from './conflict.ts';

export type { ItemOf, ListName } from '../schemas/index.ts';

/** One data slice: the rows, whether a fetch runs, and its last failure. */
export interface ListState<T> {
  data: T[];
  loading: boolean;
  error: string | null;
  /** Set when the list is paged by the backend: `data` is then one page of `total` matching rows. */
  paged?: PagedState;
}

export interface PagedState {
  /** Rows the current request matches. */
  total: number;
  /** Rows of the whole list (no search, no filter), from the first call. */
  listTotal: number;
  /** The page `data` holds; null until the table asks for one. */
  request: PageRequest | null;
}

/** How far an export of every page has got. */
export interface ExportProgress {
  done: number;
  total: number;
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
  /**
   * Opens the list the way a table needs it: the first call asks for one page of `threshold` rows; when the
   * total fits, those are all the rows (as `fetch`); else the list becomes paged (`paged` set, no rows yet) and
   * the table asks for its page with `fetchPage`. Joins a call on its way or made ahead, as `fetch` does.
   */
  open(options?: OpenOptions): Promise<void>;
  /** One page of a paged list; a newer call aborts an older one, whose answer is then never written. */
  fetchPage(request: PageRequest): Promise<void>;
  /** Every row matching `request` (its page and page size ignored), fetched by pages of 500, for an export. */
  fetchEveryPage(request: PageRequest, options?: { signal?: AbortSignal; onProgress?(progress: ExportProgress): void }): Promise<T[]>;
  /**
   * PUT /app/<name>/<id>: the row with that id is replaced by the answer. With `ifMatch` (the version the row was read
   * at) only while the row still has it: else RowConflict with the row as it is now, which replaces the store's copy.
   */
  update(item: T, options?: { ifMatch?: number | undefined }): Promise<T>;
  /** DELETE /app/<name>/<id> for each id; removed rows leave the store. */
  remove(ids: number[]): Promise<void>;
  /** DELETE of one row read at `version` (If-Match): RowConflict with the current row when it changed since. */
  removeVersion(id: number, version: number | undefined): Promise<void>;
  /** GET /app/<name>/<id>: the row as it is now (with its version); the store's copy follows it. */
  get(id: number): Promise<T>;
  /** Reads the rows on show again (the current page with its search, sort and filters; or every row), without a loading state. */
  refresh(): Promise<void>;
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

/** A table's first call: FetchOptions and the row count up to which the list stays in the browser. */
export interface OpenOptions extends FetchOptions {
  threshold?: number;
}

/** How long a fetch made ahead of its screen stands in for the screen's own first fetch. */
export const AHEAD_MS = 10_000;

export const EMPTY_LIST = { data: [], loading: false, error: null } as const;

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Loads a list's schemas: called with the first request, so zod downloads while it runs, not before the page works. */
export type SchemaLoader<T> = () => Promise<{ row: ZodMiniType<T>; rows: ZodMiniType<T[]> }>;

interface WriteContext<T extends { id: number }> {
  path: string;
  $list: WritableAtom<ListState<T>>;
  rowSchema: () => Promise<ZodMiniType<T>>;
  paged(): PagedState | undefined;
  /** Reads the current page again (a paged list, after a write). */
  refreshPage(): Promise<void>;
  /** Query parameters every call of the list carries. */
  extra(): Record<string, QueryValue>;
  /** A write ends the sharing of a fetch on its way. */
  endSharing(): void;
}

/** The calls of a list store that deal in one row at its version: GET one row, PUT and DELETE with If-Match. */
function versionedWrites<T extends { id: number }>(ctx: WriteContext<T>): Pick<ListStore<T>, 'update' | 'removeVersion' | 'get'> {
  const { path, $list, rowSchema, paged } = ctx;
  const patch = (next: Partial<ListState<T>>) => $list.set({ ...$list.get(), ...next });
  /** A row read or saved: it replaces the store's copy with the same id, where the store holds one. */
  const replaceRow = (row: T) => {
    const { data } = $list.get();
    if (data.some((r) => r.id === row.id)) patch({ data: data.map((r) => (r.id === row.id ? row : r)) });
  };
  /** A 412 becomes a RowConflict whose current row replaces the store's copy; other failures pass as they are. */
  const conflictReplacing = async (error: unknown) => {
    const conflict = await asConflict(error, rowSchema);
    if (conflict !== error) replaceRow((conflict as { current: T }).current);
    return conflict;
  };
  return {
    async update(item, options = {}) {
      ctx.endSharing();
      const headers = ifMatchHeaders(options.ifMatch);
      let saved: T;
      try {
        saved = await api.put(`${path}/${item.id}`, item, { schema: rowSchema, ...(headers ? { headers } : {}) });
      } catch (error) {
        throw await conflictReplacing(error);
      }
      if (paged()) await ctx.refreshPage();
      else replaceRow(saved);
      return saved;
    },
    async removeVersion(id, version) {
      ctx.endSharing();
      const headers = ifMatchHeaders(version);
      try {
        await api.delete(`${path}/${id}`, undefined, { query: paged() ? ctx.extra() : {}, ...(headers ? { headers } : {}) });
      } catch (error) {
        throw await conflictReplacing(error);
      }
      if (paged()) await ctx.refreshPage();
      else patch({ data: $list.get().data.filter((row) => row.id !== id) });
    },
    async get(id) {
      const row = await api.get(`${path}/${id}`, { schema: rowSchema });
      replaceRow(row);
      return row;
    },
  };
}

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
  // The page call in flight, aborted by the next one.
  let pageInFlight: AbortController | undefined;
  // Query parameters every call of this list carries (the fake backend's `rows`), set by `open`.
  let extra: Record<string, QueryValue> = {};
  let pageSchema: Promise<ZodMiniType<{ items: T[]; total: number }>> | undefined;
  const pageOf = () =>
    (pageSchema ??= Promise.all([import('../schemas/list-page.ts'), rowsSchema()]).then(([{ listPageSchema }, rows]) =>
      listPageSchema(rows),
    )).catch((e: unknown) => {
      pageSchema = undefined;
      throw e;
    });

  let probeSchema: Promise<ZodMiniType<T[] | { items: T[]; total: number }>> | undefined;
  const probeOf = () =>
    (probeSchema ??= Promise.all([import('../schemas/list-page.ts'), rowsSchema(), pageOf()]).then(([{ rowsOrPageSchema }, rows, page]) =>
      rowsOrPageSchema(rows, page),
    )).catch((e: unknown) => {
      probeSchema = undefined;
      throw e;
    });
  // The request on its way, which an identical fetch joins; a change made meanwhile (create, update, remove) ends the sharing.
  let inFlight: { key: string; done: Promise<void> } | undefined;
  // A fetch made ahead of its screen, until the screen's own fetch has taken it.
  let ahead: { key: string; done: Promise<void>; at: number } | undefined;
  // Taken once by the call it stands in for; a call under another key (a card screen's fetch checks two) leaves it.
  const takeAhead = (key: string) => {
    if (!ahead || Date.now() - ahead.at >= AHEAD_MS) return (ahead = undefined);
    if (ahead.key !== key) return undefined;
    const taken = ahead.done;
    ahead = undefined;
    return taken;
  };
  /** Joins a request already on its way (or made ahead of its screen) under the same key, unless asked for a fresh one. */
  const joinable = (key: string, options: FetchOptions) => {
    if (options.fresh || options.ahead) return undefined;
    return takeAhead(key) ?? (inFlight?.key === key ? inFlight.done : undefined);
  };
  /** Runs a request others may join by its key while it is on its way (or, made ahead, for AHEAD_MS). */
  const shared = (key: string, options: FetchOptions, request: () => Promise<void>) => {
    const done: Promise<void> = request().finally(() => {
      if (inFlight?.done === done) inFlight = undefined;
    });
    inFlight = { key, done };
    if (options.ahead) ahead = { key, done, at: Date.now() };
    return done;
  };

  const patch = (next: Partial<ListState<T>>) => $list.set({ ...$list.get(), ...next });
  const paged = () => $list.get().paged;

  async function fetchPage(request: PageRequest): Promise<void> {
    const ticket = ++latest;
    pageInFlight?.abort();
    const controller = (pageInFlight = new AbortController());
    patch({ loading: true, error: null });
    try {
      const answer = await api.get(path, { schema: pageOf, query: pageQuery(request, extra), signal: controller.signal });
      if (ticket !== latest) return;
      const listTotal = paged()?.listTotal ?? answer.total;
      patch({ data: answer.items, loading: false, paged: { total: answer.total, listTotal, request } });
    } catch (error) {
      if (ticket === latest) patch({ loading: false, error: messageOf(error) });
    }
  }

  /** After an add, edit or delete of a paged list: its current page again (rows may have moved in or out). */
  const refreshPage = async () => {
    const request = paged()?.request;
    if (request) await fetchPage(request);
  };

  /** The first call of a table: one page of `threshold` rows, which are all of them when the total fits. */
  async function openList(options: OpenOptions): Promise<void> {
    const ticket = ++latest;
    extra = options.rows === undefined ? {} : { rows: options.rows };
    const threshold = Math.min(options.threshold ?? PAGING_THRESHOLD, MAX_PAGE_SIZE);
    patch({ loading: true, error: null });
    try {
      const answer = await api.get(path, { schema: probeOf, query: pageQuery({ page: 1, pageSize: threshold }, extra) });
      if (ticket !== latest) return;
      // An API that ignores `page` answers the plain array of every row: the table then works in the browser.
      if (Array.isArray(answer)) patch({ data: answer, loading: false, paged: undefined });
      else if (answer.total <= threshold) patch({ data: answer.items, loading: false, paged: undefined });
      else {
        // A list seen before keeps its page on screen until the table asks for the one it needs.
        const before = paged();
        patch({ paged: { total: before?.total ?? answer.total, listTotal: answer.total, request: before?.request ?? null } });
        if (before?.request) await fetchPage(before.request);
      }
    } catch (error) {
      if (ticket === latest) patch({ loading: false, error: messageOf(error) });
    }
  }

  /** GET every row of the list (as `fetch`, without joining). */
  function requestAll(options: FetchOptions): Promise<void> {
    const rows = String(options.rows ?? '');
    const ticket = ++latest;
    patch({ loading: true, error: null });
    const request = async () => {
      try {
        const query = options.rows === undefined ? undefined : { rows: options.rows };
        const data = await api.get(path, { schema: rowsSchema, ...(query ? { query } : {}) });
        if (ticket === latest) patch({ data, loading: false, paged: undefined });
      } catch (error) {
        if (ticket === latest) patch({ loading: false, error: messageOf(error) });
      }
    };
    return shared(`all:${rows}`, options, request);
  }

  const writes = versionedWrites({
    path,
    $list,
    rowSchema,
    paged,
    refreshPage,
    extra: () => extra,
    endSharing: () => (inFlight = ahead = undefined),
  });

  return {
    $list,
    ...writes,
    fetch(options = {}) {
      const rows = String(options.rows ?? '');
      const joined = joinable(`all:${rows}`, options);
      if (joined) return joined;
      // A table's first call made ahead (the click that opens a screen) holds every row when the list is small.
      const opening = joinable(`open:${rows}`, options);
      if (opening) return opening.then(() => (paged() || $list.get().error ? requestAll(options) : undefined));
      return requestAll(options);
    },
    open(options = {}) {
      const key = `open:${String(options.rows ?? '')}`;
      const joined = joinable(key, options);
      if (joined) return joined;
      return shared(key, options, () => openList(options));
    },
    fetchPage,
    async fetchEveryPage(request, options = {}) {
      const rows: T[] = [];
      for (let page = 1; ; page++) {
        const query = pageQuery({ ...request, page, pageSize: MAX_PAGE_SIZE }, extra);
        const answer = await api.get(path, { schema: pageOf, query, ...(options.signal ? { signal: options.signal } : {}) });
        options.signal?.throwIfAborted();
        rows.push(...answer.items);
        options.onProgress?.({ done: rows.length, total: answer.total });
        if (answer.items.length < MAX_PAGE_SIZE || rows.length >= answer.total) return rows;
      }
    },
    async create(input) {
      inFlight = ahead = undefined;
      const created = await api.post(path, input, { schema: rowSchema });
      if (paged()) await refreshPage();
      else patch({ data: [...$list.get().data, created] });
      return created;
    },
    async refresh() {
      inFlight = ahead = undefined;
      const request = paged()?.request;
      if (request) return fetchPage(request);
      if (paged()) return;
      const ticket = ++latest;
      try {
        const data = await api.get(path, { schema: rowsSchema, query: extra });
        if (ticket === latest) patch({ data, error: null });
      } catch (error) {
        if (ticket === latest) patch({ error: messageOf(error) });
      }
    },
    async remove(ids) {
      inFlight = ahead = undefined;
      const query = paged() ? extra : {};
      const results = await Promise.allSettled(ids.map((id) => api.delete(`${path}/${id}`, undefined, { query }).then(() => id)));
      const removed = new Set(results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : [])));
      // Rows the backend did delete leave the store even when another delete failed: the store follows the backend.
      if (removed.size && paged()) await refreshPage();
      else if (removed.size) patch({ data: $list.get().data.filter((row) => !removed.has(row.id)) });
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
