import { z } from 'zod/mini';
import { count, described, email, id, phone, text } from '../schemas/common.ts';
import { defineResource } from './define.ts';

export const departmentSchema = z.object({
  id,
  departmentName: text(60),
  HOD: described(text(80), 'Head of department'),
  phone,
  email,
  employee: described(count, 'Head count'),
});
export type Department = z.infer<typeof departmentSchema>;

/** `GET /app/department`: its rows are `src/content/data/department.json`. */
export default defineResource({
  list: 'department',
  schema: departmentSchema,
  sampleSize: 10,
  entity: 'department',
  apiName: 'Department',
  dashboards: ['hr'],
});
