import department from '../../resources/department.ts';
import { defineListScreen } from '../define.ts';

export default defineListScreen({
  id: 'departments',
  path: 'apps/hr/departments/',
  group: 'hr',
  position: 20,
  icon: 'department',
  resource: department,
  columns: [
    { key: 'departmentName', kind: 'title' },
    { key: 'HOD' },
    { key: 'phone', kind: 'phone' },
    { key: 'email', kind: 'email' },
    { key: 'employee', kind: 'number', total: true },
  ],
  masks: { phone: { mask: 'phone' } },
});
