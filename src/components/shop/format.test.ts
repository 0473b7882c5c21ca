import { describe, expect, it } from 'vitest';
import { formatPercent, formatPrice } from './format.ts';

describe('shop formatting', () => {
  it('formats the four prices per locale', () => {
    expect(formatPrice('en', 299.99)).toBe('$299.99');
    expect(formatPrice('en', 129.49)).toBe('$129.49');
    expect(formatPrice('de', 149.99)).toMatch(/^149,99\s\$$/);
    expect(formatPrice('fr', 174.65)).toMatch(/^174,65\s\$US$/);
    expect(formatPrice('ja', 174.65)).toBe('$174.65');
  });

  it('uses the Arabic currency notation in ar', () => {
    // CLDR's `ar` uses Latin digits, with the currency after the number.
    expect(formatPrice('ar', 299.99)).toMatch(/299\.99\sUS\$/);
  });

  it('formats a discount as a whole percentage', () => {
    expect(formatPercent('en', 0.143)).toBe('14%');
    expect(formatPercent('de', 0.2)).toMatch(/^20\s%$/);
  });
});
