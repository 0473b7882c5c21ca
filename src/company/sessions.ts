/**
 * The sample company's web sessions: the site's visits, one row each, about two years of them up to today, generated
 * day by day. A day's rows depend only on that day's number, so the same date always holds the same rows, in the
 * fake backend and on the server alike. The analytics dashboard sums these rows (src/stats/analytics.ts).
 */
import { hashString, mulberry32 } from '../stats/prng.ts';
import { HISTORY_DAYS, epochDay, isoDay } from '../stats/period.ts';
import { SESSION_DEVICES, SESSION_SOURCES, type Session } from '../resources/sessions.ts';

/** A day's sessions get ids from `day * SESSION_ID_BASE` up: far above the sample rows', one block per day. */
export const SESSION_ID_BASE = 128;
const MAX_SESSIONS_PER_DAY = SESSION_ID_BASE - 1;

const SESSION_COUNTRIES = ['US', 'DE', 'GB', 'FR', 'IN', 'JP', 'BR', 'ES', 'IT', 'AE'] as const;
/** The site's landing pages (the home page as `/landing/`: a path no other contains, so a search for it finds its rows). */
const SESSION_PAGES = [
  '/landing/',
  '/shop/',
  '/shop/aero-runner-2/',
  '/cart/',
  '/checkout/',
  '/blog/marathon-training/',
  '/about/',
  '/help/shipping/',
] as const;
/** Share of each in the sessions (weights, in the order of the lists they weigh). */
const SOURCE_WEIGHTS = [38, 22, 14, 10, 8, 8];
const DEVICE_WEIGHTS = [58, 36, 6];
const COUNTRY_WEIGHTS = [30, 12, 11, 8, 9, 6, 6, 6, 6, 6];
const PAGE_WEIGHTS = [30, 22, 14, 10, 7, 8, 5, 4];
/** Traffic by hour of day (0-23), a shape peaking in the evening. */
const HOUR_WEIGHTS = [2, 1, 1, 1, 1, 2, 3, 5, 7, 8, 8, 8, 9, 8, 8, 8, 8, 9, 10, 11, 11, 9, 6, 4];
/** Monday first: more visits at the weekend. */
const WEEKDAY_FACTOR = [1, 0.95, 1, 1.05, 1.1, 1.25, 1.2];

function weighted(random: () => number, weights: readonly number[]): number {
  let r = random() * weights.reduce((a, b) => a + b, 0);
  for (let i = 0; i < weights.length; i++) {
    r -= weights[i]!;
    if (r < 0) return i;
  }
  return weights.length - 1;
}

/** How many sessions day `day` has: a slow growth, a busier November and December, busier weekends. */
function sessionCount(day: number, random: () => number): number {
  const month = Number(isoDay(day).slice(5, 7));
  const season = month >= 11 ? 1.25 : month <= 2 ? 0.9 : 1;
  const trend = Math.max(6, 15 + 0.01 * (day - 19_700));
  const weekday = WEEKDAY_FACTOR[(day + 3) % 7]!;
  return Math.min(MAX_SESSIONS_PER_DAY, Math.round(trend * season * weekday * (0.8 + random() * 0.4)));
}

/** The sessions of one day (epoch day number), as rows of the sessions list, in the order they began. */
export function sessionsOfDay(day: number): Session[] {
  const random = mulberry32(hashString('company:session') ^ Math.imul(day, 2654435761));
  const n = sessionCount(day, random);
  const date = isoDay(day);
  const rows = Array.from({ length: n }, () => {
    const pageviews = random() < 0.4 ? 1 : 2 + Math.floor(random() ** 2 * 9);
    const duration = pageviews === 1 ? 5 + Math.floor(random() * 40) : pageviews * (30 + Math.floor(random() * 90));
    return {
      date,
      hour: weighted(random, HOUR_WEIGHTS),
      source: SESSION_SOURCES[weighted(random, SOURCE_WEIGHTS)]!,
      device: SESSION_DEVICES[weighted(random, DEVICE_WEIGHTS)]!,
      country: SESSION_COUNTRIES[weighted(random, COUNTRY_WEIGHTS)]!,
      landingPage: SESSION_PAGES[weighted(random, PAGE_WEIGHTS)]!,
      pageviews,
      duration,
      returning: random() < 0.3,
      converted: pageviews >= 3 && random() < 0.08,
    };
  });
  rows.sort((a, b) => a.hour - b.hour);
  return rows.map((r, k) => ({ id: day * SESSION_ID_BASE + k, ...r }));
}

/** Every generated session from `from` to `to` (ISO days, both included, clipped to the history up to `today`), oldest first. */
export function sessionsBetween(from: string, to: string, today: string): Session[] {
  const last = epochDay(today);
  const out: Session[] = [];
  for (let day = Math.max(last - HISTORY_DAYS, epochDay(from)); day <= Math.min(last, epochDay(to)); day++) out.push(...sessionsOfDay(day));
  return out;
}

/** The sessions list's generated rows for `today` (two years of days), as src/company/index.ts's GENERATED_LISTS takes them. */
export const SESSION_LISTS = {
  sessions: (today: string): Session[] => sessionsBetween(isoDay(epochDay(today) - HISTORY_DAYS), today, today),
};
