import { z } from 'zod/mini';
import { code, count, described, email, id, imagePath, isoDate, phone, text } from '../schemas/common.ts';
import { defineResource } from './define.ts';

export const employeeSchema = z.object({
  id,
  employeeId: described(code('employee'), 'Staff number, e.g. "EMP-1001"'),
  name: text(80),
  img: imagePath,
  designation: text(60),
  email,
  phone,
  location: text(80),
  experience: described(count, 'Years of experience'),
  joinDate: isoDate,
  departmentId: described(id, 'The department the employee works in: a row of the departments list'),
});
export type Employee = z.infer<typeof employeeSchema>;

/** `GET /app/employee`: its rows are `src/content/data/employee.json`. */
export default defineResource({
  list: 'employee',
  schema: employeeSchema,
  sampleSize: 12,
  entity: 'employee',
  apiName: 'Employee',
  code: { field: 'employeeId', format: 'employee' },
  // An employee works in a department; a department with employees is not deleted. Its head count is their number.
  references: { departmentId: { list: 'department', onDelete: 'restrict' } },
  // The HR dashboard's hires and head count are its employees by join date (`?from=&to=` on both backends).
  historyDate: 'joinDate',
  dashboards: ['hr'],
});
