import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FAKE_LATENCY_MS,
  EXPORT_JOB_THRESHOLD_KEY,
  LATENCY_OVERRIDE_KEY,
  effectiveExportJobThreshold,
  effectiveLatencyMs,
  latencyMs,
} from './settings.ts';

describe('latencyMs (PUBLIC_FAKE_LATENCY_MS)', () => {
  it('defaults to 500 ms', () => {
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

  it('falls back to the value it is given', () => {
    expect(latencyMs(null, 40)).toBe(40);
    expect(latencyMs('fast', 40)).toBe(40);
  });
});

describe('effectiveLatencyMs (the browser override)', () => {
  const storage = (items: Record<string, string>) => ({ getItem: (key: string) => items[key] ?? null });

  it("is the build's latency without an override", () => {
    expect(effectiveLatencyMs(undefined, 40)).toBe(40);
    expect(effectiveLatencyMs(storage({}), 40)).toBe(40);
  });

  it('takes a valid override, whichever way it goes', () => {
    expect(effectiveLatencyMs(storage({ [LATENCY_OVERRIDE_KEY]: '500' }), 40)).toBe(500);
    expect(effectiveLatencyMs(storage({ [LATENCY_OVERRIDE_KEY]: '0' }), 500)).toBe(0);
  });

  it("keeps the build's latency for an invalid override or storage that cannot be read", () => {
    expect(effectiveLatencyMs(storage({ [LATENCY_OVERRIDE_KEY]: 'slow' }), 40)).toBe(40);
    const blocked = {
      getItem: (): string | null => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(effectiveLatencyMs(blocked, 40)).toBe(40);
  });
});

describe('effectiveExportJobThreshold (stride:fake-export-job-threshold)', () => {
  const storage = (items: Record<string, string>) => ({ getItem: (key: string) => items[key] ?? null });
  it('takes a lower whole number of rows, and ignores anything else', () => {
    expect(effectiveExportJobThreshold(storage({ [EXPORT_JOB_THRESHOLD_KEY]: '10' }), 100_000)).toBe(10);
    expect(effectiveExportJobThreshold(storage({ [EXPORT_JOB_THRESHOLD_KEY]: '0' }), 100_000)).toBe(0);
    expect(effectiveExportJobThreshold(storage({ [EXPORT_JOB_THRESHOLD_KEY]: '200000' }), 100_000)).toBe(100_000);
    expect(effectiveExportJobThreshold(storage({ [EXPORT_JOB_THRESHOLD_KEY]: 'many' }), 100_000)).toBe(100_000);
    expect(effectiveExportJobThreshold(storage({ [EXPORT_JOB_THRESHOLD_KEY]: '' }), 100_000)).toBe(100_000);
    expect(effectiveExportJobThreshold(storage({}), 100_000)).toBe(100_000);
    expect(effectiveExportJobThreshold(undefined, 100_000)).toBe(100_000);
  });
});
