/**
 * The fake backend's share of the sample company (src/company/): a list the company generates rows of is its stored
 * rows (the sample rows, rows added, generated rows changed) plus the generated rows of today that were neither
 * changed nor deleted. Only the stored rows and the ids of the deleted generated rows are kept (and so stored in
 * IndexedDB): the thousands of generated rows are made again on demand, once per day and page.
 */
import { z } from 'zod/mini';
import { GENERATED_BY_DAY, GENERATED_LISTS, companyDays, generatedRows } from '../company/index.ts';
import { todayIso } from '../stats/period.ts';
import type { ListName } from '../resources/index.ts';
import { nextTask } from './next-task.ts';

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
  /** Made on the first write (`companyChanges`): over the thousands of rows of a list, a task of 10 ms on a desktop. */
  byId?: Map<number, Row>;
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
    entry = generatedEntry(today, generatedRows(name, today));
    generated.set(name, entry);
  }
  return entry;
}

const generatedEntry = (today: string, rows: readonly Row[]): Generated => ({ today, rows });

/** How long a slice of `warmCompanyList` runs before it gives the thread back (a frame's share of a desktop's). */
const SLICE_MS = 8;
/** The warm-ups under way, so that two reads of one list at once make its rows once. */
const warming = new Map<string, Promise<void>>();

/**
 * Makes today's generated rows of company list `name` ahead of a read, a slice of days at a time, giving the thread
 * back between slices; the synchronous read after it (companyRows) then finds them made. The fake backend answers on
 * the page's main thread: made at once, two years of orders were one task of 15 to 35 ms on a desktop and four times
 * that on a throttled phone, while the page was starting. A list not made day by day is small, and made on its read.
 */
export function warmCompanyList(name: ListName, today = todayIso(), sliceMs = SLICE_MS): Promise<void> {
  const ofDay = GENERATED_BY_DAY[name];
  if (!ofDay || generated.get(name)?.today === today) return Promise.resolve();
  const key = `${name} ${today}`;
  let run = warming.get(key);
  if (!run) {
    run = makeBySlices(name, ofDay, today, sliceMs).finally(() => warming.delete(key));
    warming.set(key, run);
  }
  return run;
}

async function makeBySlices(name: ListName, ofDay: (day: number, today: number) => Row[], today: string, sliceMs: number): Promise<void> {
  const { first, last } = companyDays(today);
  const rows: Row[] = [];
  let sliceStart = performance.now();
  for (let day = first; day <= last; day++) {
    for (const row of ofDay(day, last)) rows.push(row);
    if (performance.now() - sliceStart < sliceMs) continue;
    await nextTask();
    sliceStart = performance.now();
  }
  // A synchronous read meanwhile made them already: those are the rows other answers were given.
  if (generated.get(name)?.today !== today) generated.set(name, generatedEntry(today, rows));
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
  const byId = (made.byId ??= new Map(made.rows.map((r) => [r.id, r])));
  const present = new Set(rows.map((r) => r.id));
  return {
    stored: rows.filter((r) => byId.get(r.id) !== r),
    removed: made.rows.filter((r) => !present.has(r.id)).map((r) => r.id),
  };
}
