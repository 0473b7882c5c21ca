/**
 * Locale-aware display text for cells (Intl, cached per locale). Used for rendering, for the search
 * index (so people find what they see) and for totals.
 */
import { dirOf, INTL_TAGS, LOCALES } from '../../../i18n/locales.ts';
import type { CellKind, ColumnSpec } from '../../../screens/list-spec.ts';
import { plainText } from '../../../plain-text.ts';
import { formatMoney } from '../../../contract/money-format.ts';

export const CURRENCY = 'USD';

const LRI = '\u2066';
const PDI = '\u2069';

/**
 * Amounts in dollars. Arabic gets `‏863.51 US$` from Intl, and in a right-to-left line the `$` (a
 * neutral character) after `US` drifts to the far side: people read `$US 863.51`. The currency is
 * wrapped in a left-to-right isolate so it stays `US$`. Left-to-right locales get Intl's text unchanged.
 */
export function moneyFormatter(intlTag: string, options: Intl.NumberFormatOptions = {}): (value: number) => string {
  const format = new Intl.NumberFormat(intlTag, { style: 'currency', currency: CURRENCY, ...options });
  const locale = LOCALES.find((l) => INTL_TAGS[l] === intlTag);
  if (!locale || dirOf(locale) === 'ltr') return (v) => format.format(v);
  return (v) =>
    format
      .formatToParts(v)
      .map((part) => (part.type === 'currency' ? LRI + part.value + PDI : part.value))
      .join('');
}

export interface Formatters {
  money(value: number): string;
  number(value: number): string;
  date(value: string): string;
  percent(value: number): string;
  /** Whole minor units of `currency` (1999 USD is $19.99), with that currency's own decimals. */
  minorMoney(minor: number, currency: string): string;
}

const cache = new Map<string, Formatters>();

/** Dates in the sample data are ISO (`2026-03-14` or with a time); anything else is shown as written. */
export function parseDate(value: string): Date | null {
  if (!value) return null;
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  // A date without a time is a calendar day: read it as UTC so no time zone moves it to the day before.
  const date = new Date(dateOnly ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** `make()` on the first call, its value after: an Intl object costs milliseconds to create on a phone. */
export function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

/**
 * The cell formatters of a locale, cached. Each Intl object is created when first used, not all five up front: the
 * first render of a list's skeleton formats nothing, and most lists use two or three of them.
 */
export function formattersFor(intlTag: string): Formatters {
  const cached = cache.get(intlTag);
  if (cached) return cached;
  const money = once(() => moneyFormatter(intlTag, { maximumFractionDigits: 2 }));
  const number = once(() => new Intl.NumberFormat(intlTag, { maximumFractionDigits: 2 }));
  const percent = once(() => new Intl.NumberFormat(intlTag, { style: 'percent', maximumFractionDigits: 0 }));
  const dayUtc = once(() => new Intl.DateTimeFormat(intlTag, { dateStyle: 'medium', timeZone: 'UTC' }));
  const dayTime = once(() => new Intl.DateTimeFormat(intlTag, { dateStyle: 'medium', timeStyle: 'short' }));
  const formatters: Formatters = {
    money: (v) => money()(v),
    number: (v) => number().format(v),
    percent: (v) => percent().format(v),
    minorMoney: (v, currency) => formatMoney(v, currency, intlTag),
    date: (v) => {
      const d = parseDate(v);
      if (!d) return v;
      return /^\d{4}-\d{2}-\d{2}$/.test(v) ? dayUtc().format(d) : dayTime().format(d);
    },
  };
  cache.set(intlTag, formatters);
  return formatters;
}

/** Translates an enum value, e.g. `enums.orderStatus.Delivered`; falls back to the value itself. */
export type EnumLabel = (enumName: string, value: string) => string;

/** Plain text of a cell as displayed (no markup). */
export function cellText(value: unknown, kind: CellKind, f: Formatters, enumLabel: EnumLabel, enumName?: string): string {
  if (value === null || value === undefined) return '';
  switch (kind) {
    case 'money':
      return typeof value === 'number' ? f.money(value) : plainText(value);
    case 'number':
    case 'rating':
      return typeof value === 'number' ? f.number(value) : plainText(value);
    case 'date':
      return f.date(plainText(value));
    case 'status':
    case 'enum':
      return enumName ? enumLabel(enumName, plainText(value)) : plainText(value);
    case 'toggle':
      return '';
    default:
      return plainText(value);
  }
}

/** The name of the row a reference names (`customers`, `name`, 7), or undefined while it is being read. */
export type ReferenceName = (list: string, field: string, id: number) => string | undefined;

/**
 * The text of a cell whose display needs more than its own value: an amount in minor units needs the row's currency,
 * a reference the name of the row it names (the id while that is read, or when it is gone). Other kinds: `cellText`.
 */
export function rowCellText(
  row: Record<string, unknown>,
  column: ColumnSpec,
  f: Formatters,
  enumLabel: EnumLabel,
  nameOf?: ReferenceName,
): string {
  const value = row[column.key];
  const kind = column.kind ?? 'text';
  if (kind === 'minorMoney') {
    const currency = column.currencyKey ? plainText(row[column.currencyKey]) : '';
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) return plainText(value);
    return /^[A-Z]{3}$/.test(currency) ? f.minorMoney(value, currency) : f.number(value);
  }
  if (kind === 'reference') {
    if (typeof value !== 'number' || !column.reference) return plainText(value);
    return nameOf?.(column.reference.list, column.reference.field, value) || `#${value}`;
  }
  return cellText(value, kind, f, enumLabel, column.enumName);
}

/** Kinds whose text depends on more than the cell's own value (see rowCellText). */
export function needsRow(kind: CellKind | undefined): boolean {
  return kind === 'minorMoney' || kind === 'reference';
}
