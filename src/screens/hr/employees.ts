import employee from '../../resources/employee.ts';
import { defineListScreen } from '../define.ts';

export default defineListScreen({
  id: 'employees',
  path: 'apps/hr/employees/',
  group: 'hr',
  position: 10,
  icon: 'employee',
  resource: employee,
  columns: [
    { key: 'employeeId', kind: 'code' },
    { key: 'name', kind: 'title', imageKey: 'img', avatar: true },
    { key: 'designation' },
    { key: 'departmentId', kind: 'reference', reference: { list: 'department', field: 'departmentName' } },
    { key: 'email', kind: 'email' },
    { key: 'phone', kind: 'phone' },
    { key: 'location' },
    { key: 'experience', kind: 'number' },
    { key: 'joinDate', kind: 'date' },
  ],
  masks: { employeeId: { mask: 'EMP-0000' }, phone: { mask: 'phone' } },
});
