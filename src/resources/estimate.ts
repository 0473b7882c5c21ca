import { z } from 'zod/mini';
import { code, described, id, isoDate, money, notBefore, text } from '../schemas/common.ts';
import { estimateStatus } from '../schemas/enum-schemas.ts';
import { defineResource } from './define.ts';

export const estimateSchema = z.object({
  id,
  estimateNumber: described(code('estimate'), 'Estimate number, e.g. "EST-2026-031"'),
  clientName: text(80),
  estimateBy: text(80),
  estimateDate: isoDate,
  expiryDate: isoDate,
  amount: money,
  status: estimateStatus,
});
export const estimateRules = [notBefore('expiryDate', 'estimateDate', 'The expiry date is before the estimate date')];
export type Estimate = z.infer<typeof estimateSchema>;

/** `GET /app/estimate`: its rows are `src/content/data/estimate.json`. */
export default defineResource({
  list: 'estimate',
  schema: estimateSchema,
  rules: estimateRules,
  sampleSize: 10,
  entity: 'estimate',
  apiName: 'Estimate',
  code: { field: 'estimateNumber', format: 'estimate' },
  dashboards: ['finance'],
});
