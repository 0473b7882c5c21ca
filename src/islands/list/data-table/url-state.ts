/**
 * The view of a list (search, sort, page, page size, filter and screen-specific extras) kept in the
 * URL query, so a reload or a shared link shows the same rows. Pure: parse and serialise only.
 */
export interface ViewState {
  q: string;
  sort: { key: string; desc: boolean } | null;
  /** 1-based. */
  page: number;
  /** 0 means "all rows" (virtualised). */
  size: number;
  filter: string;
  /** Screen-specific values (price range, rating, category...) under their own query names. */
  extra: Record<string, string>;
}

export const PAGE_SIZES = [10, 20, 50, 100, 0] as const;
export const DEFAULT_PAGE_SIZE = 10;

const RESERVED = new Set(['q', 'sort', 'page', 'size', 'filter', 'rows']);

export function defaultView(overrides: Partial<ViewState> = {}): ViewState {
  return { q: '', sort: null, page: 1, size: DEFAULT_PAGE_SIZE, filter: '', extra: {}, ...overrides };
}

function positiveInt(value: string | null, fallback: number): number {
  if (value === null || !/^\d+$/.test(value)) return fallback;
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : fallback;
}

/** Reads a view from a query string; anything missing or malformed falls back to `base`. */
export function parseView(search: string, base: ViewState = defaultView(), extraKeys: readonly string[] = []): ViewState {
  const params = new URLSearchParams(search);
  const sortRaw = params.get('sort');
  let sort = base.sort;
  if (sortRaw === '')
    sort = null; // explicitly unsorted, overriding a default sort
  else if (sortRaw && /^-?[\w.]+$/.test(sortRaw)) {
    sort = sortRaw.startsWith('-') ? { key: sortRaw.slice(1), desc: true } : { key: sortRaw, desc: false };
  }
  const size = positiveInt(params.get('size'), base.size);
  const extra: Record<string, string> = { ...base.extra };
  for (const key of extraKeys) {
    const value = params.get(key);
    if (value !== null) extra[key] = value;
  }
  return {
    q: params.get('q') ?? base.q,
    sort,
    page: Math.max(1, positiveInt(params.get('page'), base.page)),
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : base.size,
    filter: params.get('filter') ?? base.filter,
    extra,
  };
}

/**
 * Writes the view into `search`, keeping parameters it does not own (such as `rows`) and leaving
 * out values equal to the defaults so links stay short.
 */
export function serializeView(view: ViewState, search = '', base: ViewState = defaultView()): string {
  const params = new URLSearchParams(search);
  for (const key of [...params.keys()]) {
    if (RESERVED.has(key) && key !== 'rows') params.delete(key);
  }
  for (const key of Object.keys({ ...base.extra, ...view.extra })) params.delete(key);
  if (view.q) params.set('q', view.q);
  const sameSort = view.sort?.key === base.sort?.key && view.sort?.desc === base.sort?.desc;
  if (view.sort && !sameSort) params.set('sort', `${view.sort.desc ? '-' : ''}${view.sort.key}`);
  if (!view.sort && base.sort) params.set('sort', '');
  if (view.page > 1) params.set('page', String(view.page));
  if (view.size !== base.size) params.set('size', String(view.size));
  if (view.filter && view.filter !== base.filter) params.set('filter', view.filter);
  for (const [key, value] of Object.entries(view.extra)) {
    if (value !== '' && value !== base.extra[key]) params.set(key, value);
  }
  const out = params.toString();
  return out ? `?${out}` : '';
}

/** Replaces the current history entry's query (no new history entry per keystroke). */
export function writeViewToLocation(view: ViewState, base?: ViewState): void {
  if (typeof window === 'undefined') return;
  const next = serializeView(view, window.location.search, base);
  if (next === window.location.search) return;
  const url = `${window.location.pathname}${next}${window.location.hash}`;
  window.history.replaceState(window.history.state, '', url);
}
