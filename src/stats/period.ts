/**
 * Periods of the dashboards: a range of whole UTC days (`from` and `to` inclusive, ISO `YYYY-MM-DD`), cut into
 * buckets of a day, an ISO week (from Monday) or a calendar month. Both backends and the period control use these,
 * so a bucket means the same thing everywhere. No zod here: the dashboards' first download stays small.
 */
export const INTERVALS = ['day', 'week', 'month'] as const;
export type Interval = (typeof INTERVALS)[number];

export const DASHBOARDS = ['ecommerce', 'analytics', 'hr', 'finance'] as const;
export type DashboardName = (typeof DASHBOARDS)[number];

/** The presets of the period control; `custom` takes `from` and `to` from the URL. */
export const PRESETS = ['7d', '30d', '90d', '12m', 'custom'] as const;
export type Preset = (typeof PRESETS)[number];

export interface Period {
  from: string;
  to: string;
  interval: Interval;
}

export const DAY_MS = 86_400_000;
/** The longest period asked for: the history holds 24 months, a period and the one before it fit in it. */
export const MAX_PERIOD_DAYS = 366;
/** How far back the history goes, in days before today. */
export const HISTORY_DAYS = 730;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** How many days each of the caches below keeps before starting again. */
const WRITTEN_DAYS_KEPT = 10_000;

/**
 * Days read so far: the dashboards' figures read the same few hundred dates tens of thousands of times (a salary's
 * joining day once per bucket, a row's day per row), and Date.parse was the finance dashboard's longest task on a
 * phone. Bounded like the days written below.
 */
const readDays = new Map<string, number>();

export function epochDay(iso: string): number {
  let day = readDays.get(iso);
  if (day === undefined) {
    day = Math.floor(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
    // Only what has a day's length is kept: whatever else a caller passes stays out of memory.
    if (iso.length !== 10) return day;
    if (readDays.size >= WRITTEN_DAYS_KEPT) readDays.clear();
    readDays.set(iso, day);
  }
  return day;
}

/**
 * Days written so far: generating the sample company writes two dates per order (about 35,000 for its two years), and
 * a Date's toISOString was half of that work. Bounded, as a server writes whatever days it is asked about.
 */
const writtenDays = new Map<number, string>();

export function isoDay(day: number): string {
  let iso = writtenDays.get(day);
  if (iso === undefined) {
    iso = new Date(day * DAY_MS).toISOString().slice(0, 10);
    if (writtenDays.size >= WRITTEN_DAYS_KEPT) writtenDays.clear();
    writtenDays.set(day, iso);
  }
  return iso;
}

/** A real day written `YYYY-MM-DD` (`2020-13-45` has the shape but no day: Date.parse gives NaN, which isoDay cannot write). */
export function isIsoDate(value: string | null | undefined): value is string {
  if (typeof value !== 'string' || !ISO_DATE.test(value)) return false;
  const day = epochDay(value);
  return Number.isFinite(day) && isoDay(day) === value;
}

export function todayIso(now: number = Date.now()): string {
  return isoDay(Math.floor(now / DAY_MS));
}

/** Days in a period, both ends counted. */
export function periodDays(period: Pick<Period, 'from' | 'to'>): number {
  return epochDay(period.to) - epochDay(period.from) + 1;
}

/** The same number of days just before `period`, bucketed the same way. */
export function previousPeriod(period: Period): Period {
  const days = periodDays(period);
  const from = epochDay(period.from);
  return { from: isoDay(from - days), to: isoDay(from - 1), interval: period.interval };
}

/** The interval a range reads best in: days up to two months, weeks up to half a year, then months. */
export function intervalFor(days: number): Interval {
  if (days <= 62) return 'day';
  if (days <= 190) return 'week';
  return 'month';
}

/** The period a preset stands for, ending today. */
export function presetPeriod(preset: Exclude<Preset, 'custom'>, today: string = todayIso()): Period {
  const end = epochDay(today);
  if (preset === '12m') {
    const [y, m] = today.split('-').map(Number) as [number, number];
    const first = new Date(Date.UTC(y - 1, m, 1)).toISOString().slice(0, 10);
    return { from: first, to: today, interval: 'month' };
  }
  const days = { '7d': 7, '30d': 30, '90d': 90 }[preset];
  return { from: isoDay(end - days + 1), to: today, interval: intervalFor(days) };
}

/** The first day of the bucket holding `iso`. */
export function bucketOf(iso: string, interval: Interval): string {
  if (interval === 'day') return iso;
  if (interval === 'month') return `${iso.slice(0, 7)}-01`;
  const day = epochDay(iso);
  // 1970-01-01 was a Thursday: (day + 3) % 7 is 0 on Mondays.
  return isoDay(day - ((day + 3) % 7));
}

/** The first day of every bucket a period touches, oldest first. */
export function buckets(period: Period): string[] {
  const out: string[] = [];
  let current = bucketOf(period.from, period.interval);
  const last = epochDay(period.to);
  while (epochDay(current) <= last) {
    out.push(current);
    const day = epochDay(current);
    if (period.interval === 'day') current = isoDay(day + 1);
    else if (period.interval === 'week') current = isoDay(day + 7);
    else {
      const [y, m] = current.split('-').map(Number) as [number, number];
      current = new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
    }
  }
  return out;
}

export type PeriodResult = { ok: true; period: Period } | { ok: false; message: string };

/** Reads `from`, `to` and `interval` of a stats call (defaults: the last 30 days, by day). */
export function parsePeriod(params: URLSearchParams, today: string = todayIso()): PeriodResult {
  const fallback = presetPeriod('30d', today);
  const from = params.get('from') ?? fallback.from;
  const to = params.get('to') ?? fallback.to;
  if (!isIsoDate(from) || !isIsoDate(to)) return { ok: false, message: 'from and to must be dates YYYY-MM-DD' };
  if (from > to) return { ok: false, message: 'from must not be after to' };
  const days = periodDays({ from, to });
  if (days > MAX_PERIOD_DAYS) return { ok: false, message: `A period is at most ${MAX_PERIOD_DAYS} days` };
  const raw = params.get('interval');
  if (raw !== null && !(INTERVALS as readonly string[]).includes(raw)) return { ok: false, message: 'interval must be day, week or month' };
  return { ok: true, period: { from, to, interval: (raw as Interval | null) ?? intervalFor(days) } };
}
