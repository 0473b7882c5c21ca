import { z } from 'zod/mini';
import { DASHBOARDS, INTERVALS } from '../stats/period.ts';
import { id, isoDate } from './common.ts';

/** How a figure reads: an amount of money (USD), a count, a share (0-1) or a ratio such as pages per session. */
export const STAT_UNITS = ['money', 'count', 'percent', 'ratio'] as const;
export const statUnit = z.enum(STAT_UNITS);
/**
 * What the labels of a chart's axis (or its series' keys) are, so the page can format or translate them:
 * `date` the first day of a bucket, `key` a name translated under `dashboards.labels`, an enumeration's values
 * (translated under `enums.<name>`), `country` an ISO 3166 code, `weekday` 0 (Monday) to 6, `hour` 0-23, `text` as is.
 */
export const LABEL_KINDS = ['date', 'key', 'text', 'country', 'weekday', 'hour', 'orderStatus', 'leaveStatus', 'estimateStatus'] as const;
export const labelKind = z.enum(LABEL_KINDS);
export const CHART_KINDS = ['area', 'line', 'bar', 'stacked', 'donut', 'heatmap'] as const;

export const statKpiSchema = z.object({
  key: z.string(),
  unit: statUnit,
  value: z.number(),
  /** The same figure over the previous period of the same length. */
  previous: z.number(),
  /** The figure per bucket of the period, oldest first (the card's sparkline). */
  spark: z.array(z.number()),
});
export type StatKpi = z.infer<typeof statKpiSchema>;

export const statChartSchema = z.object({
  key: z.string(),
  kind: z.enum(CHART_KINDS),
  unit: statUnit,
  labelKind,
  labels: z.array(z.string()),
  seriesKind: labelKind,
  /**
   * One value per label in each series; a heatmap has one series per row. `id`: the list row a series is of (a
   * department's, in the head count by department), so its figure can link to that row's rows.
   */
  series: z.array(z.object({ key: z.string(), values: z.array(z.number()), id: z.optional(id) })),
});
export type StatChart = z.infer<typeof statChartSchema>;

export const COLUMN_KINDS = ['text', 'code', 'money', 'count', 'date', 'orderStatus', 'leaveStatus', 'leaveType', 'holidayType'] as const;
export const statTableSchema = z.object({
  key: z.string(),
  columns: z.array(z.object({ key: z.string(), kind: z.enum(COLUMN_KINDS) })),
  /** Each row's id is the id of the list row it shows. */
  rows: z.array(z.object({ id, cells: z.record(z.string(), z.union([z.string(), z.number()])) })),
  /** How many rows the table stands for, when it shows only the first of them. */
  total: z.optional(z.int()),
});
export type StatTable = z.infer<typeof statTableSchema>;

/** The answer of `GET /app/stats/<dashboard>`. */
export const statsSchema = z.object({
  dashboard: z.enum(DASHBOARDS),
  from: isoDate,
  to: isoDate,
  interval: z.enum(INTERVALS),
  previous: z.object({ from: isoDate, to: isoDate }),
  kpis: z.array(statKpiSchema),
  charts: z.array(statChartSchema),
  tables: z.array(statTableSchema),
});
export type Stats = z.infer<typeof statsSchema>;
