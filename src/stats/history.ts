/**
 * What the dashboards need of the past that no list holds: 24 months of staff exits up to today (the employees list
 * keeps no one who left), generated day by day. A day's figures depend on that day only (its epoch-day number seeds the generator), so
 * the same date always holds the same figures, whichever day the page is opened on and in either backend. The orders
 * and expenses are the company's rows (src/company/).
 */
import { rngFor } from '../company/random.ts';
import { HISTORY_DAYS, epochDay, isoDay, todayIso } from './period.ts';

export interface StaffMove {
  day: string;
  /** Index of the department row (in the department list's order). */
  department: number;
  kind: 'hire' | 'exit';
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
