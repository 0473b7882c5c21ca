import { describe, expect, it } from 'vitest';
import { labelStride, niceRange, niceStep, partColors, toCsv } from './scale.ts';

describe('chart scales', () => {
  it('round steps and ranges, negatives included', () => {
    expect(niceStep(1000)).toBe(250);
    expect(niceRange(0, 930)).toEqual({ lo: 0, hi: 1000, ticks: [0, 250, 500, 750, 1000] });
    const r = niceRange(-120, 380);
    expect(r.lo).toBeLessThanOrEqual(-120);
    expect(r.hi).toBeGreaterThanOrEqual(380);
    expect(r.ticks).toContain(0);
    expect(niceRange(0, 0).hi).toBe(4);
    expect(niceRange(0, 1, true).ticks).toEqual([0, 1]);
  });

  it('prints at most `room` labels', () => {
    expect(labelStride(30, 6)).toBe(5);
    expect(labelStride(4, 6)).toBe(1);
  });

  it('writes CSV with quotes where a value needs them', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['x, y', 2],
          ['say "hi"', 3],
        ],
      ),
    ).toBe('a,b\n"x, y",2\n"say ""hi""",3');
  });
});

describe('the colours of a chart’s parts', () => {
  it('statuses take their tone: a declined leave is the danger colour, never green', () => {
    expect(partColors('leaveStatus', ['Approved', 'Pending', 'Declined', 'New'])).toEqual([
      'var(--success)',
      'var(--warning)',
      'var(--danger)',
      'var(--primary)',
    ]);
  });

  it('two statuses of one tone still differ, and other parts take the series colours in turn', () => {
    const [, , , , returned, cancelled] = partColors('orderStatus', ['Delivered', 'Shipping', 'New', 'Pending', 'Return', 'Cancelled']);
    expect(returned).toBe('var(--danger)');
    expect(cancelled).not.toBe(returned);
    expect(cancelled).toContain('var(--danger)');
    expect(partColors('key', ['a', 'b'])).toEqual(['var(--primary)', 'var(--info)']);
  });
});
