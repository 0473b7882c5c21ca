import { describe, expect, it } from 'vitest';
import { formattersFor } from '../islands/list/data-table/format.ts';
import { INTL_TAGS } from './locales.ts';
import { createTranslator } from './translator.ts';

// Numbers, money and dates are never formatted by hand: everything goes through Intl in the page's locale.
describe('formats in the page locale', () => {
  it('Japanese: yen-style grouping, US$ amounts, year-month-day dates', () => {
    const f = formattersFor(INTL_TAGS.ja);
    expect(f.number(1234567.5)).toBe('1,234,567.5');
    expect(f.money(863.51)).toBe('$863.51');
    expect(f.date('2026-03-14')).toBe('2026/03/14');
  });

  it('Arabic: Intl’s digits and separators, the currency kept left-to-right, right-to-left marks in dates', () => {
    const f = formattersFor(INTL_TAGS.ar);
    expect(f.number(1234567.5)).toBe(new Intl.NumberFormat('ar', { maximumFractionDigits: 2 }).format(1234567.5));
    expect(f.money(863.51)).toContain('\u2066US$\u2069');
    expect(f.date('2026-03-14')).toBe('14\u200f/03\u200f/2026');
  });

  it('counts in messages use the same digits as the numbers around them', () => {
    const t = createTranslator('ar', { n_other: '{{count}}' });
    expect(t('n', { count: 1234 })).toBe(formattersFor(INTL_TAGS.ar).number(1234));
  });
});
