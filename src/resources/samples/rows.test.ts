import { describe, expect, it } from 'vitest';
import { LIST_NAMES } from '../index.ts';
import { SAMPLE_ROWS, sampleRows } from './rows.ts';

describe('SAMPLE_ROWS', () => {
  it('holds every list, each parsed once when first read', () => {
    expect(Object.keys(SAMPLE_ROWS).sort()).toEqual([...LIST_NAMES].sort());
    const first = SAMPLE_ROWS.order;
    expect(first.length).toBeGreaterThan(0);
    expect(SAMPLE_ROWS.order).toBe(first);
    expect(first).toEqual(sampleRows('order'));
  });
});
