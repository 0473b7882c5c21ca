/**
 * The figures the gallery's blocks show: built with the same helpers the backends use for the dashboards' answers, over
 * a fixed year, so the page's HTML and its hydration draw the same thing on any day.
 */
import { kpi, timeChart } from '../../stats/aggregate.ts';
import { presetPeriod } from '../../stats/period.ts';
import type { StatChart, StatKpi, StatTable } from '../../schemas/stats.ts';

export const SAMPLE_PERIOD = presetPeriod('12m', '2026-06-30');

/** A smooth, repeatable series of `n` values around `base` (no randomness: the server's HTML and the browser agree). */
function wave(n: number, base: number, swing: number, phase = 0): number[] {
  return Array.from({ length: n }, (_, i) => Math.round(base + swing * Math.sin(i / 2 + phase) + (i * swing) / 8));
}

const n = 12;

/** A figure that rose, one that fell where falling is good news, and one without a previous period. */
export const SAMPLE_KPIS: readonly StatKpi[] = [
  kpi('revenue', 'money', 48_210, 41_930, wave(n, 4_000, 600)),
  kpi('returns', 'count', 38, 52, wave(n, 4, 2, 1)),
  kpi('conversion', 'percent', 0.034, 0, wave(n, 30, 6, 2)),
];

/** Each kind of chart the dashboards draw, under the key of a chart that has that kind. */
export const SAMPLE_CHARTS: readonly StatChart[] = [
  timeChart('revenue', 'area', 'money', SAMPLE_PERIOD, { current: wave(n, 42_000, 6_000), previous: wave(n, 38_000, 5_000, 1) }),
  timeChart('cashFlow', 'line', 'money', SAMPLE_PERIOD, { profit: wave(n, 9_000, 3_000, 2), cumulative: wave(n, 20_000, 4_000) }),
  timeChart('hiresExits', 'bar', 'count', SAMPLE_PERIOD, { hires: wave(n, 6, 3), exits: wave(n, 3, 2, 1) }),
  timeChart(
    'ordersByStatus',
    'stacked',
    'count',
    SAMPLE_PERIOD,
    { Delivered: wave(n, 120, 20), Shipping: wave(n, 40, 10, 1), Pending: wave(n, 25, 8, 2), Cancelled: wave(n, 8, 4, 3) },
    'orderStatus',
  ),
  {
    key: 'devices',
    kind: 'donut',
    unit: 'count',
    labelKind: 'key',
    labels: ['desktop', 'mobile', 'tablet'],
    seriesKind: 'key',
    series: [{ key: 'sessions', values: [5_820, 4_310, 960] }],
  },
  {
    key: 'hours',
    kind: 'heatmap',
    unit: 'count',
    labelKind: 'hour',
    labels: Array.from({ length: 24 }, (_, h) => String(h)),
    seriesKind: 'weekday',
    series: Array.from({ length: 7 }, (_, d) => ({
      key: String(d),
      values: Array.from({ length: 24 }, (_, h) => Math.max(0, Math.round(60 * Math.sin(((h - 6) * Math.PI) / 18) + (d < 5 ? 20 : -10)))),
    })),
  },
];

/** A dashboard table: the latest orders, with a status column. */
export const SAMPLE_TABLE: StatTable = {
  key: 'recentOrders',
  columns: [
    { key: 'orderId', kind: 'code' },
    { key: 'customerName', kind: 'text' },
    { key: 'orderDate', kind: 'date' },
    { key: 'amount', kind: 'money' },
    { key: 'deliveryStatus', kind: 'orderStatus' },
  ],
  rows: [
    {
      id: 1,
      cells: { orderId: '#ST-10452', customerName: 'Mateo Rossi', orderDate: '2026-06-28', amount: 645.76, deliveryStatus: 'Pending' },
    },
    {
      id: 2,
      cells: { orderId: '#ST-10465', customerName: 'Chloé Dubois', orderDate: '2026-06-27', amount: 712.64, deliveryStatus: 'Delivered' },
    },
    {
      id: 3,
      cells: { orderId: '#ST-10471', customerName: 'Aiko Tanaka', orderDate: '2026-06-25', amount: 189.9, deliveryStatus: 'Shipping' },
    },
  ],
};

/** Shipped pictures (a face, a product) for the avatars. */
export const SAMPLE_FACE = '/images/avatars/emma-larsen.svg';
export const SAMPLE_PRODUCT = '/images/products/shoe-01.svg';
