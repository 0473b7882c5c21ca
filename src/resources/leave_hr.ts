import { z } from 'zod/mini';
import { text } from '../schemas/common.ts';
import { leaveHRStatus } from '../schemas/enum-schemas.ts';
import { leaveFields, leaveRules } from './shared/leave.ts';
import { defineResource } from './define.ts';

export const leaveHRSchema = z.object({ ...leaveFields, employeeName: text(80), status: leaveHRStatus });
export type LeaveHR = z.infer<typeof leaveHRSchema>;

/** `GET /app/leave_hr`: its rows are `src/content/data/leave_hr.json`. */
export default defineResource({
  list: 'leave_hr',
  schema: leaveHRSchema,
  rules: leaveRules,
  sampleSize: 10,
  entity: 'leaveHR',
  apiName: 'LeaveHR',
  dashboards: ['hr'],
});
