import { describe, expect, it } from 'vitest';
import { readChoice, writeChoice } from './period.ts';

describe('the period in the address', () => {
  const today = '2026-11-26';
  it('defaults to the last 30 days by day', () => {
    expect(readChoice('', today)).toEqual({ preset: '30d', period: { from: '2026-10-28', to: today, interval: 'day' } });
  });
  it('reads presets and custom ranges, and writes them back', () => {
    expect(readChoice('?period=12m', today).period).toEqual({ from: '2025-12-01', to: today, interval: 'month' });
    expect(readChoice('?period=90d', today).period.interval).toBe('week');
    const custom = readChoice('?from=2026-01-01&to=2026-03-31', today);
    expect(custom).toEqual({ preset: 'custom', period: { from: '2026-01-01', to: '2026-03-31', interval: 'week' } });
    expect(writeChoice('/ar/dashboards/hr/', custom)).toBe('/ar/dashboards/hr/?from=2026-01-01&to=2026-03-31');
    expect(writeChoice('/dashboard/', readChoice('?period=7d', today))).toBe('/dashboard/?period=7d');
    expect(writeChoice('/dashboard/', readChoice('', today))).toBe('/dashboard/');
  });
  it('ignores a bad range or preset', () => {
    expect(readChoice('?from=2026-03-01&to=2026-01-01', today).preset).toBe('30d');
    expect(readChoice('?period=5y', today).preset).toBe('30d');
  });
});
