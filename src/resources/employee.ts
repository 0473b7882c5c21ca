import { z } from 'zod/mini';
import { code, count, described, email, id, imagePath, isoDate, notBefore, phone, text } from '../schemas/common.ts';
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
  // Null while the employee works here (a body may leave it out: null, on both backends alike); from this day on they
  // have left and count in no head count.
  exitDate: described(
    z._default(z.nullable(isoDate), null),
    'The day the employee left: from then on they are no longer staff (head count, attendance); empty while employed',
  ),
});
export const employeeRules = [notBefore('exitDate', 'joinDate', 'The exit date is before the join date')];
export type Employee = z.infer<typeof employeeSchema>;

/** `GET /app/employee`: its rows are `src/content/data/employee.json`. */
export default defineResource({
  list: 'employee',
  schema: employeeSchema,
  rules: employeeRules,
  sampleSize: 12,
  entity: 'employee',
  apiName: 'Employee',
  code: { field: 'employeeId', format: 'employee' },
  // An employee works in a department; a department with employees is not deleted. Its head count is their number.
  references: { departmentId: { list: 'department', onDelete: 'restrict' } },
  // The HR dashboard's hires and head count are its employees by join date (`?from=&to=` on both backends), its exits
  // by exit date (`?endFrom=&endTo=`); a head count at a day leaves out those gone by then (`?activeOn=`).
  historyDate: 'joinDate',
  endDate: 'exitDate',
  dashboards: ['hr'],
});
