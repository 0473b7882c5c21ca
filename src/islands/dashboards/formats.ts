import { useMemo } from 'react';
import { INTL_TAGS, type Locale } from '../../i18n/locales.ts';
import type { StatChart, StatKpi } from '../../schemas/stats.ts';
import type { Interval } from '../../stats/period.ts';
import { moneyFormatter, once } from '../list/data-table/format.ts';

type Translate = (key: string, values?: Record<string, unknown>) => string;
/** The enumerations a chart's labels can hold, by label kind, as their translation namespaces. */
const ENUM_OF: Partial<Record<StatChart['labelKind'], string>> = {
  orderStatus: 'orderStatus',
  leaveStatus: 'leaveStatus',
  estimateStatus: 'estimateStatus',
};
const MONDAY = Date.UTC(2024, 0, 1);

/**
 * The Intl formatters of a locale and bucket size, kept for the page: a dashboard asks for them from several
 * components. Each is created on its first use, not all up front: on a 4x-throttled phone in Chromium, once the page's
 * first Intl object has started ICU, each more costs 0.1-19 ms (a month-and-day date format the most), and no
 * dashboard uses them all (only the analytics dashboard names countries, weekdays and hours).
 */
const intlCache = new Map<string, ReturnType<typeof buildIntl>>();

function regionNames(tag: string): Intl.DisplayNames | undefined {
  try {
    return new Intl.DisplayNames([tag], { type: 'region' });
  } catch {
    // A browser without region names shows the ISO codes.
    return undefined;
  }
}

function buildIntl(tag: string, interval: Interval) {
  const number = (options: Intl.NumberFormatOptions) => once(() => new Intl.NumberFormat(tag, options));
  const date = (options: Intl.DateTimeFormatOptions) => once(() => new Intl.DateTimeFormat(tag, { timeZone: 'UTC', ...options }));
  return {
    money: once(() => moneyFormatter(tag)),
    compactMoney: once(() => moneyFormatter(tag, { notation: 'compact', maximumFractionDigits: 1 })),
    count: number({ maximumFractionDigits: 0 }),
    compact: number({ notation: 'compact', maximumFractionDigits: 1 }),
    percent: number({ style: 'percent', maximumFractionDigits: 1 }),
    ratio: number({ maximumFractionDigits: 2 }),
    signedPercent: number({ style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' }),
    bucket: date(interval === 'month' ? { month: 'short', year: '2-digit' } : { month: 'short', day: 'numeric' }),
    fullDate: date({ dateStyle: 'medium' }),
    weekday: date({ weekday: 'short' }),
    hour: date({ hour: 'numeric' }),
    regions: once(() => regionNames(tag) ?? null),
  };
}

function intlFor(locale: Locale, interval: Interval) {
  const key = `${locale}|${interval}`;
  let intl = intlCache.get(key);
  if (!intl) intlCache.set(key, (intl = buildIntl(INTL_TAGS[locale], interval)));
  return intl;
}

/** Number, money, percent and date formats of a locale, and how a chart's labels and series names read there. */
export function useFormats(locale: Locale, interval: Interval, t: Translate) {
  return useMemo(() => {
    const { money, compactMoney, count, compact, percent, ratio, signedPercent, bucket, fullDate, weekday, hour, regions } = intlFor(
      locale,
      interval,
    );
    const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
    const value = (unit: StatKpi['unit'], n: number) =>
      unit === 'money' ? money()(n) : unit === 'percent' ? percent().format(n) : unit === 'ratio' ? ratio().format(n) : count().format(n);
    const tick = (unit: StatKpi['unit'], n: number) =>
      unit === 'money'
        ? compactMoney()(n)
        : unit === 'percent'
          ? percent().format(n)
          : unit === 'ratio'
            ? ratio().format(n)
            : compact().format(n);
    const label = (kind: StatChart['labelKind'], raw: string): string => {
      if (kind === 'date') return bucket().format(day(raw));
      if (kind === 'key') return t(`dashboards.labels.${raw}`);
      if (kind === 'country') return regions()?.of(raw) ?? raw;
      if (kind === 'weekday') return weekday().format(new Date(MONDAY + Number(raw) * 86_400_000));
      if (kind === 'hour') return hour().format(new Date(MONDAY + Number(raw) * 3_600_000));
      const enumName = ENUM_OF[kind];
      if (enumName) return t(`enums.${enumName}.${raw}`);
      return raw === '*' ? t('dashboards.other') : raw;
    };
    return {
      money: (n: number) => money()(n),
      count: (n: number) => count().format(n),
      value,
      tick,
      label,
      fullDate: (iso: string) => fullDate().format(day(iso)),
      signedPercent: (n: number) => signedPercent().format(n),
    };
  }, [locale, interval, t]);
}

export type Formats = ReturnType<typeof useFormats>;
