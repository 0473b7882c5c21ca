// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook } from '@testing-library/react';
import { useFormats } from './formats.ts';

const t = (key: string) => `«${key}»`;
/** Intl separates with no-break spaces; the expectations are written with plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useFormats', () => {
  it('formats figures, dates and labels in the locale', () => {
    const { result } = renderHook(() => useFormats('de', 'day', t));
    const f = result.current;
    expect(plain(f.value('count', 1234567))).toBe('1.234.567');
    expect(plain(f.value('percent', 0.256))).toBe('25,6 %');
    expect(plain(f.money(1234.5))).toBe('1.234,50 $');
    expect(plain(f.tick('money', 1_500_000))).toBe('1,5 Mio. $');
    expect(f.label('date', '2026-03-14')).toBe('14. März');
    expect(f.label('country', 'FR')).toBe('Frankreich');
    expect(f.label('weekday', '0')).toBe('Mo');
    expect(f.label('key', 'visits')).toBe('«dashboards.labels.visits»');
    expect(f.count(42)).toBe('42');
  });

  it('creates no region names for a dashboard without countries', () => {
    // Each Intl object costs milliseconds on a phone: the region names are made only for a country label.
    const made = vi.spyOn(Intl, 'DisplayNames');
    const { result } = renderHook(() => useFormats('fr', 'month', t));
    result.current.value('money', 10);
    result.current.label('date', '2026-03-01');
    expect(made).not.toHaveBeenCalled();
    expect(result.current.label('country', 'DE')).toBe('Allemagne');
    expect(made).toHaveBeenCalledTimes(1);
    result.current.label('country', 'JP');
    expect(made).toHaveBeenCalledTimes(1);
  });
});
