/**
 * What the dashboards need of the past that no list holds: 24 months of site visits and staff moves up to
 * today, generated day by day. A day's figures depend on that day only (its epoch-day number seeds the generator), so
 * the same date always holds the same figures, whichever day the page is opened on and in either backend. The orders
 * and expenses are the company's rows (src/company/).
 */
import { rngFor } from '../company/random.ts';
import { orderCountOfDay } from '../company/orders.ts';
import { HISTORY_DAYS, epochDay, isoDay, todayIso } from './period.ts';

/** Share of each source, device, country and landing page in the sessions (weights, not normalised). */
const SOURCE_WEIGHTS = [38, 22, 14, 10, 8, 8];
const DEVICE_WEIGHTS = [58, 36, 6];
const COUNTRY_WEIGHTS = [30, 12, 11, 8, 9, 6, 6, 6, 6, 6];
const PAGE_WEIGHTS = [30, 22, 14, 10, 7, 8, 5, 4];
/** Traffic by hour of day (0-23), a shape peaking in the evening. */
const HOUR_WEIGHTS = [2, 1, 1, 1, 1, 2, 3, 5, 7, 8, 8, 8, 9, 8, 8, 8, 8, 9, 10, 11, 11, 9, 6, 4];

export interface VisitDay {
  day: string;
  sessions: number;
  visitors: number;
  bounces: number;
  pageviews: number;
  /** Sessions per source, device, country and landing page, in the order of the weights below. */
  sources: number[];
  devices: number[];
  countries: number[];
  pages: number[];
  /** Sessions per hour of the day, 0-23. */
  hours: number[];
}

export interface StaffMove {
  day: string;
  /** Index of the department row (in the department list's order). */
  department: number;
  kind: 'hire' | 'exit';
}

/** Splits `total` into whole parts by weights, with some noise; the parts add up to `total`. */
function split(total: number, weights: readonly number[], random: () => number): number[] {
  const noisy = weights.map((w) => w * (0.75 + random() * 0.5));
  const sum = noisy.reduce((a, b) => a + b, 0);
  const parts = noisy.map((w) => Math.floor((w / sum) * total));
  let rest = total - parts.reduce((a, b) => a + b, 0);
  for (let i = 0; rest > 0; i = (i + 1) % parts.length, rest--) parts[i]! += 1;
  return parts;
}

/** The site's visits of one day (the same object each time: do not change it); the day's orders are about 2 % of its sessions. */
export function visitsOfDay(day: number): VisitDay {
  let visits = visitCache.get(day);
  if (!visits) {
    if (visitCache.size > 2 * HISTORY_DAYS) visitCache.clear();
    visits = makeVisits(day);
    visitCache.set(day, visits);
  }
  return visits;
}

/** A day's visits never change: made once per process (about 800 days at most are kept). */
const visitCache = new Map<number, VisitDay>();

function makeVisits(day: number): VisitDay {
  const random = rngFor('visit', day);
  // The day's order count is the first draw of its order generator: the same number ordersOfDay makes rows for.
  const orders = orderCountOfDay(day);
  const sessions = Math.round(orders / (0.016 + random() * 0.01));
  const visitors = Math.round(sessions * (0.72 + random() * 0.1));
  return {
    day: isoDay(day),
    sessions,
    visitors,
    bounces: Math.round(sessions * (0.34 + random() * 0.12)),
    pageviews: Math.round(sessions * (2.4 + random() * 1.2)),
    sources: split(sessions, SOURCE_WEIGHTS, random),
    devices: split(sessions, DEVICE_WEIGHTS, random),
    countries: split(sessions, COUNTRY_WEIGHTS, random),
    pages: split(sessions, PAGE_WEIGHTS, random),
    hours: split(sessions, HOUR_WEIGHTS, random),
  };
}

/** Hires and exits of one day across `departments` departments (a few a month each). */
export function staffMovesOfDay(day: number, departments: number): StaffMove[] {
  const random = rngFor('staff', day);
  const moves: StaffMove[] = [];
  for (let d = 0; d < departments; d++) {
    const r = random();
    if (r < 0.02) moves.push({ day: isoDay(day), department: d, kind: 'hire' });
    else if (r < 0.035) moves.push({ day: isoDay(day), department: d, kind: 'exit' });
  }
  return moves;
}

/** The first and last day of the history, as epoch days. */
export function historyRange(today: string = todayIso()): { first: number; last: number } {
  const last = epochDay(today);
  return { first: last - HISTORY_DAYS, last };
}

/** Every generated row of `of` for the days from..to (clipped to the history), oldest first. */
export function historyRows<T>(from: string, to: string, of: (day: number) => T[], today: string = todayIso()): T[] {
  const range = historyRange(today);
  const out: T[] = [];
  for (let day = Math.max(range.first, epochDay(from)); day <= Math.min(range.last, epochDay(to)); day++) out.push(...of(day));
  return out;
}
