import { describe, expect, it } from 'vitest';
import { launchTime, splitDuration } from './countdown.ts';

describe('splitDuration', () => {
  it('splits milliseconds into days, hours, minutes and seconds', () => {
    expect(splitDuration(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
  });

  it('rounds a started second up, so zero only shows when the moment has come', () => {
    expect(splitDuration(9_001)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 10 });
    expect(splitDuration(1)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(splitDuration(0)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('never goes negative after the launch', () => {
    expect(splitDuration(-5_000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});

describe('launchTime', () => {
  const el = (dataset: Record<string, string>) => ({ dataset }) as unknown as HTMLElement;

  it('uses a fixed launch date when one is given', () => {
    expect(launchTime(el({ launchAt: '2030-01-01T00:00:00Z', demoSeconds: '10' }), 0)).toBe(Date.UTC(2030, 0, 1));
  });

  it('otherwise counts the demo seconds from now', () => {
    expect(launchTime(el({ demoSeconds: '10' }), 1_000)).toBe(11_000);
    expect(launchTime(el({ launchAt: 'not a date', demoSeconds: '3' }), 0)).toBe(3_000);
  });
});
