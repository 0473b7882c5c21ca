import { INTL_TAGS, type Locale } from '../../i18n/locales.ts';

/** Prices of the demo store are in US dollars; only the notation follows the visitor's language. */
export function formatPrice(locale: Locale, value: number): string {
  return new Intl.NumberFormat(INTL_TAGS[locale], { style: 'currency', currency: 'USD' }).format(value);
}

export function formatPercent(locale: Locale, fraction: number): string {
  return new Intl.NumberFormat(INTL_TAGS[locale], { style: 'percent', maximumFractionDigits: 0 }).format(fraction);
}

export function formatNumber(locale: Locale, value: number, options: Intl.NumberFormatOptions = {}): string {
  return new Intl.NumberFormat(INTL_TAGS[locale], options).format(value);
}
