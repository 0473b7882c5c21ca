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
    // Empty while the employee works here; those who left stay listed with the day they left.
    { key: 'exitDate', kind: 'date' },
  ],
  // A department's employees (`?departmentId=2`): the HR dashboard's head count links to them.
  referenceFilters: ['departmentId'],
  masks: { employeeId: { mask: 'EMP-0000' }, phone: { mask: 'phone' } },
});
