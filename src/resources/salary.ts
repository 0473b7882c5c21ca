import { z } from 'zod/mini';
import { code, described, email, id, imagePath, isoDate, money, phone, text } from '../schemas/common.ts';
import { defineResource } from './define.ts';

export const salarySchema = z.object({
  id,
  employeeId: code('employee'),
  joiningDate: isoDate,
  name: text(80),
  img: imagePath,
  designation: text(60),
  emailId: email,
  phoneNumber: phone,
  salary: described(money, 'Yearly gross salary'),
  bonus: money,
});
export type Salary = z.infer<typeof salarySchema>;

/** `GET /app/salary`: its rows are `src/content/data/salary.json`. */
export default defineResource({
  list: 'salary',
  schema: salarySchema,
  sampleSize: 10,
  entity: 'salary',
  apiName: 'Salary',
  dashboards: ['hr', 'finance'],
  // A salary row is an employee's (its staff number); an employee with salary rows is not deleted.
  references: { employeeId: { list: 'employee', onDelete: 'restrict' } },
});
