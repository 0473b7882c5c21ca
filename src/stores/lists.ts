import { atom, type ReadableAtom, type WritableAtom } from 'nanostores';
import { MAX_PAGE_SIZE } from '../contract/list-query.ts';
import { pageQuery, PAGING_THRESHOLD, type PageRequest } from './list-paging.ts';
import { listReads, type ListReads, type Query, type SchemaLoader } from './list-reads.ts';
import { listWrites } from './list-writes.ts';
import { positionOf } from './list-position.ts';
import type { ListPage } from '../schemas/list-page.ts';
import { createJoinedRequests, type JoinOptions } from './query/joined-requests.ts';
import { createLatest } from './query/latest.ts';
import { onInvalidate } from './query/invalidation.ts';
import { loadListSchemas } from './list-schemas.ts';
import type { ItemOf, ListName } from '../resources/index.ts';

export type { SchemaLoader } from './list-reads.ts';
export { invalidate } from './query/invalidation.ts';

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

export interface ListStore<T extends { id: number }> {
  $list: ReadableAtom<ListState<T>>;
  /** POST /app/<name>: the backend assigns the id; the created row is appended. */
  create(input: Omit<T, 'id'>): Promise<T>;
  /**
   * Opens the list the way a table or a card screen needs it: GET /app/<name>[?rows=N] asks for one page of
   * `threshold` rows, loading on and error cleared (rows already held stay on show); when the total fits, those are
   * all the rows; else the list becomes paged (`paged` set, no rows yet) and the table asks for its page with
   * `fetchPage`. A call while the same request is still on its way joins it instead of sending another (the screen's
   * data may be requested on the click that opens it, and again by the screen once it starts); `fresh` always sends.
   */
  open(options?: OpenOptions): Promise<void>;
  /** One page of a paged list; a newer call aborts an older one, whose answer is then never written. */
  fetchPage(request: PageRequest): Promise<void>;
  /**
   * Where `row` stands (0-based) in the page request on show of a paged list, its search, filters and sort applied
   * (list-position.ts); null when they leave it out or the list is not paged; undefined when the search, filters or
   * sort changed while it was being found (a position in the list on show before means nothing in the one now).
   */
  positionOf(row: T): Promise<number | null | undefined>;
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
  /**
   * Reads the rows on show again with the same request (the current page with its search, sort and filters, or the
   * first page of a list opened whole), without a loading state. Nothing before a first read.
   * `invalidate(<list name>)` calls this on the list's store.
   */
  refresh(): Promise<void>;
}

/**
 * `fresh`: sends a new request even when the same one is on its way (after the data was reset, say). `ahead`: asked
 * ahead of the screen that shows the rows (by the click that opens it): the next identical call within AHEAD_MS takes
 * this answer, even once it has arrived, instead of asking again.
 */
export interface OpenOptions extends JoinOptions {
  /** Synthetic rows to ask the fake backend for (`?rows=N`). */
  rows?: number | undefined;
  /** The row count up to which the list stays in the browser. */
  threshold?: number;
  /** The order the screen starts in: the first call asks for it, so its rows are the first page of a large list. */
  sort?: PageRequest['sort'];
}

export const EMPTY_LIST = { data: [], loading: false, error: null } as const;

/** What `refresh` reads again: nothing yet, or the list as it was opened. */
type View = { kind: 'none' } | { kind: 'open'; options: OpenOptions };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const rowsQuery = (rows: number | undefined): Query => (rows === undefined ? {} : { rows });

/**
 * Reads into a slice, where only the newest read may write: an older, slower answer never overwrites a newer one.
 * A read shows its loading state unless `quiet`; its answer (or failure, as the slice's error) ends it.
 */
function newestReads<T>($list: WritableAtom<ListState<T>>) {
  const latest = createLatest();
  const patch = (next: Partial<ListState<T>>) => $list.set({ ...$list.get(), ...next });
  type Read = (signal?: AbortSignal) => Promise<Partial<ListState<T>>>;
  /** Runs `run`; true when its answer was written. An `abortable` read aborts the abortable read before it. */
  return async function read(run: Read, options: { quiet?: boolean; abortable?: boolean } = {}): Promise<boolean> {
    const ticket = options.abortable ? latest.takeAbortable() : { ...latest.take(), signal: undefined };
    if (!options.quiet) patch({ loading: true, error: null });
    try {
      const next = await run(ticket.signal);
      if (ticket.current()) patch({ loading: false, error: null, ...next });
      return ticket.current();
    } catch (error) {
      if (ticket.current()) patch({ loading: false, error: messageOf(error) });
      return false;
    }
  };
}

/** The slice after a table's first call: every row when the total fits, else a paged list keeping the page asked before. */
function openedState<T>(
  answer: T[] | ListPage<T>,
  threshold: number,
  before: PagedState | undefined,
  quiet: boolean,
): Partial<ListState<T>> {
  // An API that ignores `page` answers the plain array of every row: the table then works in the browser.
  if (Array.isArray(answer)) return { data: answer, paged: undefined };
  if (answer.total <= threshold) return { data: answer.items, paged: undefined };
  // A list seen before keeps its page on screen until the table asks for the one it needs.
  const request = before?.request ?? null;
  return { loading: !quiet || request === null, paged: { total: before?.total ?? answer.total, listTotal: answer.total, request } };
}

/**
 * The one factory behind every data slice. `path` is the collection's URL (e.g. /app/order); `load` gives the schemas
 * that check each row of every answer, so a wrong shape becomes an error in the slice, not bad data on screen.
 */
export function createListStore<T extends { id: number }>(path: string, load: SchemaLoader<T>): ListStore<T> {
  const $list: WritableAtom<ListState<T>> = atom<ListState<T>>({ ...EMPTY_LIST, data: [] });
  const reads: ListReads<T> = listReads(path, load);
  const joined = createJoinedRequests();
  const read = newestReads($list);
  // Query parameters every call of this list carries (the fake backend's `rows`), set by `open`.
  let extra: Query = {};
  let view: View = { kind: 'none' };
  const paged = () => $list.get().paged;
  // The page request last made, answered or not: a refresh or a row's position is of the view asked for, not of the
  // page still on screen (a refresh of that one aborted a search on its way, and put the list back as it was).
  let asked: PageRequest | undefined;
  const lastAsked = () => asked ?? paged()?.request ?? undefined;

  // A large list's first call, kept until the table asks for a page: its first page in that order is those rows.
  let opened: { key: string; items: T[]; total: number } | undefined;
  const firstPageOf = (request: PageRequest) => {
    const held = opened;
    opened = undefined;
    const plain = !request.q && !Object.values(request.filters ?? {}).join('') && request.pageSize <= (held?.items.length ?? 0);
    if (plain && held?.key === JSON.stringify([request.page, request.sort]))
      return { data: held.items.slice(0, request.pageSize), paged: { total: held.total, listTotal: held.total, request } };
    return undefined;
  };

  const fetchPage = async (request: PageRequest, quiet = false) => {
    asked = request;
    const first = firstPageOf(request);
    if (first) return void (await read(() => Promise.resolve(first), { quiet: true }));
    await read(
      async (signal) => {
        const answer = await reads.page(pageQuery(request, extra), signal);
        return { data: answer.items, paged: { total: answer.total, listTotal: paged()?.listTotal ?? answer.total, request } };
      },
      { quiet, abortable: true },
    );
  };
  /** A table's first call: one page of `threshold` rows, which are all of them when the total fits. */
  const openList = async (options: OpenOptions, quiet = false) => {
    [extra, view] = [rowsQuery(options.rows), { kind: 'open', options }];
    const threshold = Math.min(options.threshold ?? PAGING_THRESHOLD, MAX_PAGE_SIZE);
    const { sort } = options;
    const probe = async () => {
      const answer = await reads.probe(pageQuery({ page: 1, pageSize: threshold, ...(sort ? { sort } : {}) }, extra));
      if (!Array.isArray(answer) && answer.total > threshold)
        opened = { key: JSON.stringify([1, sort]), items: answer.items, total: answer.total };
      return answer;
    };
    const written = await read(async () => openedState(await probe(), threshold, paged(), quiet), { quiet });
    const next = paged()?.request;
    if (written && next) await fetchPage(next, quiet);
  };

  const writes = listWrites({
    path,
    $list,
    rowSchema: reads.rowSchema,
    extra: () => extra,
    forget: joined.forget,
    refreshPage: async () => {
      const current = lastAsked();
      if (current) await fetchPage(current);
    },
  });
  return {
    $list,
    ...writes,
    open(options = {}) {
      const key = `open:${String(options.rows ?? '')}:${JSON.stringify(options.sort ?? null)}`;
      return joined.join(key, options) ?? joined.run(key, options, () => openList(options));
    },
    fetchPage: (request) => fetchPage(request),
    async positionOf(row) {
      const shown = lastAsked();
      if (!shown) return null;
      const position = await positionOf(row, shown.sort, async (at) => {
        const answer = await reads.page(pageQuery({ ...shown, page: at + 1, pageSize: 1 }, extra));
        return { row: answer.items[0], total: answer.total };
      });
      // Finding it takes a read per halving (about 15 for 20,000 rows): the person may have searched meanwhile.
      const now = lastAsked();
      return now && sameSelection(now, shown) ? position : undefined;
    },
    async refresh() {
      joined.forget();
      const current = lastAsked();
      if (current) await fetchPage(current, true);
      else if (view.kind === 'open') await openList(view.options, true);
    },
  };
}

/** Whether two page requests select and order the same rows (whatever their page). */
function sameSelection(a: PageRequest, b: PageRequest): boolean {
  const selection = ({ sort, q, filters }: PageRequest) => JSON.stringify([sort, q, filters]);
  return selection(a) === selection(b);
}

const stores = new Map<ListName, ListStore<{ id: number }>>();

/** The store of a list, created once per page: every island showing that list shares it; `invalidate(name)` refreshes it. */
export function listStore<N extends ListName>(name: N): ListStore<ItemOf<N>> {
  let store = stores.get(name);
  if (!store) {
    const load = () => loadListSchemas(name);
    const created = createListStore(`/app/${name}`, load);
    onInvalidate(name, () => created.refresh());
    stores.set(name, (store = created));
  }
  return store as unknown as ListStore<ItemOf<N>>;
}
