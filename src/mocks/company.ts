/**
 * The fake backend's share of the sample company (src/company/): a list the company generates rows of is its stored
 * rows (the sample rows, rows added, generated rows changed) plus the generated rows of today that were neither
 * changed nor deleted. Only the stored rows and the ids of the deleted generated rows are kept (and so stored in
 * IndexedDB): the thousands of generated rows are made again on demand, once per day and page.
 */
import { z } from 'zod/mini';
import { GENERATED_LISTS, generatedRows } from '../company/index.ts';
import { todayIso } from '../stats/period.ts';
import type { ListName } from '../resources/index.ts';

/** List name -> ids of its generated rows deleted. */
export const COMPANY_REMOVED_KEY = 'company-removed';
export const companyRemovedSchema = z.record(z.string(), z.array(z.int()));
export type CompanyRemoved = z.infer<typeof companyRemovedSchema>;

interface Row {
  id: number;
}

interface Generated {
  today: string;
  rows: readonly Row[];
  byId: Map<number, Row>;
}

/** Today's generated rows of each list, made when first asked for on a day. */
const generated = new Map<ListName, Generated>();
/** The last merged view of each list, kept while its stored rows, its deleted ids and the day are the same. */
const merged = new Map<ListName, { today: string; stored: readonly Row[]; removed: readonly number[] | undefined; rows: Row[] }>();

export function isCompanyList(name: ListName): boolean {
  return GENERATED_LISTS[name] !== undefined;
}

function generatedOf(name: ListName, today: string): Generated {
  let entry = generated.get(name);
  if (entry?.today !== today) {
    const rows = generatedRows(name, today) as readonly Row[];
    entry = { today, rows, byId: new Map(rows.map((r) => [r.id, r])) };
    generated.set(name, entry);
  }
  return entry;
}

/** Every row of company list `name`: the stored ones, and the generated ones neither changed nor deleted. */
export function companyRows<R extends Row>(
  name: ListName,
  stored: readonly R[],
  removed: readonly number[] | undefined,
  today = todayIso(),
): R[] {
  const cached = merged.get(name);
  if (cached?.today === today && cached.stored === stored && cached.removed === removed) return cached.rows as R[];
  const storedIds = new Set(stored.map((r) => r.id));
  const gone = new Set(removed);
  const fresh = generatedOf(name, today).rows.filter((r) => !storedIds.has(r.id) && !gone.has(r.id)) as R[];
  // In the ids' order, as the server lists rows when no sort is asked for (a generated row's id grows with its day).
  const rows = [...fresh, ...stored].sort((a, b) => a.id - b.id);
  merged.set(name, { today, stored, removed, rows });
  return rows;
}

/**
 * What to store of company list `name` when its rows become `rows`: the rows that are not today's generated rows as
 * they were made (added or changed), and the ids of the generated rows no longer there.
 */
export function companyChanges<R extends Row>(name: ListName, rows: readonly R[], today = todayIso()): { stored: R[]; removed: number[] } {
  const made = generatedOf(name, today);
  const present = new Set(rows.map((r) => r.id));
  return {
    stored: rows.filter((r) => made.byId.get(r.id) !== r),
    removed: made.rows.filter((r) => !present.has(r.id)).map((r) => r.id),
  };
}
