import { z } from 'zod/mini';
import { can } from './permissions.ts';
import { MAX_QUERY_TEXT } from './list-query.ts';
import { error, UNAUTHORISED, type RouteDef } from './route-kit.ts';
import { fieldKind } from './field-kinds.ts';
import { generatedCode, LIST_NAMES, LIST_SCHEMAS, sendOf, type ListName } from '../resources/index.ts';

/**
 * `GET /app/search?q=&limit=`: the records whose number, name or e-mail matches a text, across every list the caller's
 * role may read (Ctrl+K). Both backends answer it from what is declared here: which fields of a list are searched, how
 * a hit is titled, and how hits are ranked.
 */

export const SEARCH_DEFAULT_LIMIT = 10;
export const SEARCH_MAX_LIMIT = 50;
/** Fewer characters than this match too much to be useful: the answer is empty. */
export const SEARCH_MIN_TEXT = 2;

export const searchHitSchema = z.object({
  list: z.string(),
  id: z.int().check(z.positive()),
  title: z.string(),
  subtitle: z.string(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;
export const searchAnswerSchema = z.object({ items: z.array(searchHitSchema) });

export const SEARCH_ROUTES = {
  search: {
    method: 'get',
    path: '/app/search',
    operationId: 'search',
    tag: 'lists',
    summary:
      'Records across every list the role may read whose number, name or e-mail contains the text: exact matches first, then those that start with it, then the rest; within a rank by list, title and id. Rows of owned lists and lists with members only where the caller may read them',
    auth: true,
    query: {
      q: {
        description: `The text, ${SEARCH_MIN_TEXT}-${MAX_QUERY_TEXT} characters (any letter case; a leading "#" optional)`,
        schema: z.string(),
      },
      limit: {
        description: `Hits at most, 1-${SEARCH_MAX_LIMIT} (default ${SEARCH_DEFAULT_LIMIT})`,
        schema: z.int().check(z.minimum(1), z.maximum(SEARCH_MAX_LIMIT)),
      },
    },
    responses: {
      200: { description: 'The hits, best first', schema: searchAnswerSchema },
      400: error('A bad `q` or `limit` (the message says which)'),
      401: UNAUTHORISED,
    },
  },
} as const satisfies Record<string, RouteDef>;

/** What a list offers the search: the fields matched, the one that titles a hit and the one under it. */
export interface SearchTarget {
  list: ListName;
  /** The field whose value titles a hit. */
  title: string;
  /** The field whose value is the hit's subtitle (its number, else its e-mail), if any. */
  subtitle?: string;
  /** Every field matched against the text: the title, the number, a contact name and the e-mail fields. */
  fields: readonly string[];
  /** The reference field ("#ST-10452"), matched exactly without its "#". */
  code?: string;
}

const isText = (list: ListName, field: string) =>
  fieldKind(field, (LIST_SCHEMAS[list].shape as Record<string, z.core.$ZodType>)[field]!) === 'text';

/**
 * The title field of a list, by name: `title`, else the first `…Name` field (productName, customerName), else `name`,
 * else `item`, else its number. A list with none of them (the attendance's days) is not searched.
 */
function searchTarget(list: ListName): SearchTarget | undefined {
  const fields = Object.keys(LIST_SCHEMAS[list].shape).filter((f) => isText(list, f));
  const code = generatedCode(list)?.field ?? sendOf(list)?.number;
  const named = ['title', fields.find((f) => /.Name$/.test(f)), 'name', 'item'].find((f) => f !== undefined && fields.includes(f));
  const title = named ?? code;
  if (title === undefined) return undefined;
  const emails = fields.filter((f) => /email/i.test(f));
  const subtitle = title === code ? emails[0] : (code ?? emails[0]);
  const matched = [...new Set([title, ...(code ? [code] : []), ...(fields.includes('name') ? ['name'] : []), ...emails])];
  return { list, title, fields: matched, ...(subtitle ? { subtitle } : {}), ...(code ? { code } : {}) };
}

/** Every searched list, in the lists' order. */
export const SEARCH_TARGETS: readonly SearchTarget[] = LIST_NAMES.flatMap((list) => searchTarget(list) ?? []);

/** The lists `role` may search: those it may read (`<list>.read` of the role table). */
export function searchableBy(role: string | undefined): readonly SearchTarget[] {
  return SEARCH_TARGETS.filter((t) => can(role, `${t.list}.read`));
}

export interface SearchQuery {
  /** Lower-cased, trimmed, without a leading "#". */
  text: string;
  limit: number;
}

/** Reads the query string; both backends answer the same 400 messages from it. */
export function parseSearchQuery(params: URLSearchParams): { ok: true; query: SearchQuery } | { ok: false; message: string } {
  const raw = params.get('q') ?? '';
  if (raw.includes('\0')) return { ok: false, message: 'q must not contain a NUL character' };
  if (raw.length > MAX_QUERY_TEXT) return { ok: false, message: `q must be at most ${MAX_QUERY_TEXT} characters` };
  const rawLimit = params.get('limit');
  const limit = rawLimit === null ? SEARCH_DEFAULT_LIMIT : /^\d{1,3}$/.test(rawLimit) ? Number(rawLimit) : 0;
  if (limit < 1 || limit > SEARCH_MAX_LIMIT) return { ok: false, message: `limit must be a whole number from 1 to ${SEARCH_MAX_LIMIT}` };
  return { ok: true, query: { text: normalise(raw), limit } };
}

/** How text is compared: trimmed, lower case, without a leading "#" (an order's "#ST-10452" is found as "st-10452"). */
export function normalise(text: string): string {
  return text.trim().toLowerCase().replace(/^#/, '');
}

/** 0: a field equals the text; 1: one starts with it; 2: one contains it; undefined: no match. */
export function rankOf(values: readonly unknown[], text: string): 0 | 1 | 2 | undefined {
  let best: 0 | 1 | 2 | undefined;
  for (const value of values) {
    if (typeof value !== 'string') continue;
    const folded = normalise(value);
    const rank = folded === text ? 0 : folded.startsWith(text) ? 1 : folded.includes(text) ? 2 : undefined;
    if (rank !== undefined && (best === undefined || rank < best)) best = rank;
  }
  return best;
}

/** A hit with its rank, before the ranks of every list are merged. */
export interface RankedHit extends SearchHit {
  rank: number;
}

/** The hit a row of a target makes. */
export function hitOf(target: SearchTarget, row: Record<string, unknown>, rank: number): RankedHit {
  const text = (field: string | undefined) => {
    const value = field === undefined ? undefined : row[field];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  };
  return { list: target.list, id: row.id as number, title: text(target.title), subtitle: text(target.subtitle), rank };
}

/** The lists' order, for the tie between equal ranks. */
const LIST_ORDER = new Map<string, number>(LIST_NAMES.map((list, i) => [list, i]));

/** The best `limit` hits of every list's, best first: rank, then the lists' order, then title (code points), then id. */
export function bestHits(hits: readonly RankedHit[], limit: number): SearchHit[] {
  return [...hits]
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        LIST_ORDER.get(a.list)! - LIST_ORDER.get(b.list)! ||
        (a.title < b.title ? -1 : a.title > b.title ? 1 : 0) ||
        a.id - b.id,
    )
    .slice(0, limit)
    .map(({ rank: _rank, ...hit }) => hit);
}

/** The in-memory search of one list's rows (the fake backend's; the server does the same in SQL). */
export function searchRows(target: SearchTarget, rows: readonly object[], query: SearchQuery): RankedHit[] {
  if (query.text.length < SEARCH_MIN_TEXT) return [];
  return rows.flatMap((row) => {
    const record = row as Record<string, unknown>;
    const rank = rankOf(
      target.fields.map((f) => record[f]),
      query.text,
    );
    return rank === undefined ? [] : [hitOf(target, record, rank)];
  });
}
