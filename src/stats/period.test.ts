import { describe, expect, it } from 'vitest';
import { epochDay, isIsoDate, isoDay } from './period.ts';

describe('days as numbers', () => {
  it('reads a day as the same number however often it is asked, and writes it back', () => {
    const first = epochDay('2026-03-01');
    expect(first).toBe(Date.UTC(2026, 2, 1) / 86_400_000);
    expect(epochDay('2026-03-01')).toBe(first);
    expect(isoDay(first)).toBe('2026-03-01');
  });

  it('gives no number for what is no day, asked twice', () => {
    expect(epochDay('2026-13-45')).toBeNaN();
    expect(epochDay('2026-13-45')).toBeNaN();
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(epochDay('a string longer than a day')).toBeNaN();
  });
});
