import { describe, expect, it } from 'vitest';
import { DEFAULT_FAKE_LATENCY_MS, latencyMs } from './settings.ts';

describe('latencyMs (PUBLIC_FAKE_LATENCY_MS)', () => {
  it('defaults to the 500 ms of the spec', () => {
    expect(DEFAULT_FAKE_LATENCY_MS).toBe(500);
    expect(latencyMs(undefined)).toBe(500);
    expect(latencyMs('')).toBe(500);
  });

  it('takes whole milliseconds, capped at 10 s', () => {
    expect(latencyMs('0')).toBe(0);
    expect(latencyMs(' 50 ')).toBe(50);
    expect(latencyMs('60000')).toBe(10_000);
  });

  it('ignores anything else', () => {
    for (const raw of ['-5', '1.5', 'fast', '50ms']) expect(latencyMs(raw), raw).toBe(500);
  });
});
