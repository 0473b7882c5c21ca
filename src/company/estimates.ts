/**
 * The company's estimates: quotes its sales people sent its customers over the two years of history, a few a week. A
 * day's estimates depend on that day's number (and their outcome on whether they have expired by `today`), so a date
 * keeps its estimates whichever day it is seen from, in either backend. The client is a generated customer's company
 * (src/company/customers.ts), so every estimate names a business the customers list holds.
 */
import { isoDay } from '../stats/period.ts';
import { CUSTOMER_COUNT, generatedCustomer, SAMPLE_CUSTOMER_NAMES } from './customers.ts';
import { DAY_ID_BASE, weekdayIndex } from './orders.ts';
import { cents, intBetween, pick, rngFor, type Random } from './random.ts';
import type { Estimate } from '../resources/estimate.ts';

/** Who sends the estimates: the Sales department's sample employee and the sample estimates' authors. */
const ESTIMATORS = ['Aiko Tanaka', 'Ethan Walker', 'Olivia Bennett', 'Chloé Dubois', 'Arjun Mehta'];
/** How long an estimate stays valid, in days. */
const VALIDITY_DAYS = [14, 30, 45];
/** 2024-01-01: estimate numbers count from this day (two a day at most), above the sample estimates' numbers. */
const NUMBERING_EPOCH_DAY = 19_723;
const FIRST_NUMBER = 100;

/** A generated customer's id (the sample customers name no company here): the low ids more often, like orders. */
function drawClientId(random: Random): number {
  const first = SAMPLE_CUSTOMER_NAMES.length + 1;
  return first + Math.floor(random() ** 1.6 * (CUSTOMER_COUNT - first + 1));
}

function outcome(expiryDay: number, today: number, random: Random): Estimate['status'] {
  const r = random();
  if (r < 0.55) return 'Accepted';
  if (r < 0.8 || expiryDay >= today) return 'Declined';
  return 'Expired';
}

/** The estimates sent on working day `day` (none, one or two), as rows of the estimate list. */
export function estimatesOfDay(day: number, today: number): Estimate[] {
  if (weekdayIndex(day) >= 5) return [];
  const random = rngFor('estimate', day);
  const count = random() < 0.45 ? 0 : random() < 0.75 ? 1 : 2;
  const rows: Estimate[] = [];
  for (let k = 0; k < count; k++) {
    const date = isoDay(day);
    const expiryDay = day + pick(random, VALIDITY_DAYS);
    const number = FIRST_NUMBER + (day - NUMBERING_EPOCH_DAY) * 2 + k;
    rows.push({
      id: day * DAY_ID_BASE + k,
      estimateNumber: `EST-${date.slice(0, 4)}-${String(number).padStart(3, '0')}`,
      clientName: generatedCustomer(drawClientId(random)).company,
      estimateBy: pick(random, ESTIMATORS),
      estimateDate: date,
      expiryDate: isoDay(expiryDay),
      amount: cents(intBetween(random, 2_000, 6_000) + random() ** 1.5 * 34_000),
      status: outcome(expiryDay, today, random),
    });
  }
  return rows;
}
