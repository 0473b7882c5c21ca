/**
 * One sample company, generated: its customers, two years of orders from them, its expenses, the estimates it sent
 * them and the invoices it billed them (this folder's customers.ts, orders.ts, estimates.ts and invoices.ts), and its staff beside them. Both backends take the company from here: the fake backend
 * generates it on demand and stores only what a visitor changes (src/mocks/company.ts), the reference server seeds it
 * (server/db/seed.ts). Everything is a pure function of today's date, so both show the same rows on the same day.
 *
 * A list's company rows are its sample rows (src/content/data/<list>.json, which the other sample lists reference by id)
 * and the generated rows of `GENERATED_LISTS`, whose ids are above the sample rows'.
 */
import { HISTORY_DAYS, epochDay, todayIso } from '../stats/period.ts';
import { generatedCustomers } from './customers.ts';
import { estimatesOfDay } from './estimates.ts';
import { INVOICE_LISTS } from './invoices.ts';
import { expensesOfDay, ordersOfDay } from './orders.ts';
import { SESSION_LISTS, sessionsOfDay } from './sessions.ts';
import { STAFF_LISTS } from './staff.ts';
import type { ItemOf, ListName } from '../resources/index.ts';

export { CUSTOMER_COUNT, SAMPLE_CUSTOMER_NAMES } from './customers.ts';

/** The company's first and last day (today), as epoch days: HISTORY_DAYS of history. */
export function companyDays(today: string = todayIso()): { first: number; last: number } {
  const last = epochDay(today);
  return { first: last - HISTORY_DAYS, last };
}

/** Every generated row of `of` for the company's days from..to (clipped to the company's days), oldest first. */
export function rowsOfDays<T>(of: (day: number) => T[], today: string = todayIso(), from?: string, to?: string): T[] {
  const range = companyDays(today);
  const first = from === undefined ? range.first : Math.max(range.first, epochDay(from));
  const last = to === undefined ? range.last : Math.min(range.last, epochDay(to));
  const out: T[] = [];
  for (let day = first; day <= last; day++) out.push(...of(day));
  return out;
}

type Generated = { [N in ListName]?: (today: string) => ItemOf<N>[] };
type ByDay = { [N in ListName]?: (day: number, today: number) => ItemOf<N>[] };

/**
 * The lists whose generated rows are made day by day (epoch days; `today` the company's last), the big ones: a caller
 * that must not hold a thread for the whole list (the fake backend answers on the page's) can make them a slice of
 * days at a time (src/mocks/company.ts). Their entries of `GENERATED_LISTS` are every day of the company's.
 */
export const GENERATED_BY_DAY: ByDay = {
  order: ordersOfDay,
  expense: (day) => expensesOfDay(day),
  estimate: estimatesOfDay,
  sessions: (day) => sessionsOfDay(day),
};

/** Every day's rows of a list of `GENERATED_BY_DAY`, oldest first. */
const everyDay =
  <T>(ofDay: (day: number, today: number) => T[]) =>
  (today: string): T[] =>
    rowsOfDays((day) => ofDay(day, epochDay(today)), today);

/**
 * The lists the company generates rows of, beyond their sample rows: for today's date, every generated row, oldest
 * first. Another part of the company adds its list here (one entry), and both backends follow.
 */
export const GENERATED_LISTS: Generated = {
  customers: () => generatedCustomers(),
  order: everyDay(ordersOfDay),
  expense: everyDay((day) => expensesOfDay(day)),
  estimate: everyDay(estimatesOfDay),
  // The staff (src/company/staff.ts): employees filling each department to its head count, their salaries and leave.
  ...STAFF_LISTS,
  // The site's visits (src/company/sessions.ts), which the analytics dashboard sums.
  ...SESSION_LISTS,
  // Invoices with their lines (a child list); their payments and voids are companyInvoices' (src/company/invoices.ts).
  ...INVOICE_LISTS,
};

/** The generated rows of list `name` for `today` (none for a list the company does not generate). */
export function generatedRows<N extends ListName>(name: N, today: string = todayIso()): ItemOf<N>[] {
  const make = GENERATED_LISTS[name];
  return make ? make(today) : [];
}
