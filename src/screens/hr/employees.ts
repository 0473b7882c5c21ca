import { employeeSchema } from '../../schemas/hr.ts';
import { defineListScreen } from '../define.ts';

export default defineListScreen({
  id: 'employees',
  path: 'apps/hr/employees/',
  group: 'hr',
  position: 10,
  icon: 'employee',
  list: 'employee',
  schema: employeeSchema,
  sampleSize: 12,
  entity: 'employee',
  apiName: 'Employee',
  columns: [
    { key: 'employeeId', kind: 'code' },
    { key: 'name', kind: 'title', imageKey: 'img', avatar: true },
    { key: 'designation' },
    { key: 'email', kind: 'email' },
    { key: 'phone', kind: 'phone' },
    { key: 'location' },
    { key: 'experience', kind: 'number' },
    { key: 'joinDate', kind: 'date' },
  ],
  masks: { employeeId: { mask: 'EMP-0000' }, phone: { mask: 'phone' } },
});
