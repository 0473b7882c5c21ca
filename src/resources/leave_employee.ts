import { z } from 'zod/mini';
import { text } from '../schemas/common.ts';
import { leaveEmployeeStatus } from '../schemas/enum-schemas.ts';
import { leaveFields, leaveRules } from './shared/leave.ts';
import { defineResource } from './define.ts';

export const leaveEmployeeSchema = z.object({ ...leaveFields, approvedBy: text(80), status: leaveEmployeeStatus });

/** `GET /app/leave_employee`: its rows are `src/content/data/leave_employee.json`. */
export default defineResource({
  list: 'leave_employee',
  schema: leaveEmployeeSchema,
  rules: leaveRules,
  sampleSize: 10,
  entity: 'leaveEmployee',
  apiName: 'LeaveEmployee',
});
