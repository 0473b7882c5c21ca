import { describe, expect, it } from 'vitest';
import type { StatChart } from '../../schemas/stats.ts';
import { indexAt, valueAxis } from './plots.tsx';

const chart = (values: number[]): StatChart => ({
  key: 'revenue',
  kind: 'bar',
  unit: 'money',
  labelKind: 'date',
  seriesKind: 'date',
  labels: values.map((_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`),
  series: [{ key: 'current', values }],
});

describe('a time chart’s value axis', () => {
  it('keeps the usual room for short labels and widens it for the widest one, within 40% of the width', () => {
    const values = [1_000, 20_000, 12_000];
    expect(valueAxis(chart(values), (v) => `$${v / 1000}K`, 360).side).toBe(56);
    // A compact Arabic currency with its direction marks: "‏20 ألف ⁦US$⁩" (the marks take no room).
    const arabic = (v: number) => `\u200f${v / 1000} ألف \u2066US$\u2069`;
    const side = valueAxis(chart(values), arabic, 360).side;
    expect(side).toBeGreaterThan(56);
    expect(side).toBeLessThan(56 + 40);
    expect(valueAxis(chart(values), (v) => `${'x'.repeat(80)}${v}`, 360).side).toBe(144);
  });

  it('the pointer finds the bar drawn under it, both directions, whatever the room', () => {
    for (const rtl of [false, true])
      for (const side of [56, 96]) {
        const width = 360;
        const plotW = width - side - 10;
        const x0 = rtl ? 10 : side;
        // The middle of the fourth of ten slots, from the start side.
        const middle = rtl ? x0 + plotW - 3.5 * (plotW / 10) : x0 + 3.5 * (plotW / 10);
        expect(indexAt(middle, 10, width, rtl, true, side), `${rtl} ${side}`).toBe(3);
      }
  });
});
