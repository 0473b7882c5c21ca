import salary from '../../resources/salary.ts';
import { defineListScreen } from '../define.ts';

export default defineListScreen({
  id: 'salary',
  path: 'apps/hr/salary/',
  group: 'hr',
  position: 90,
  icon: 'salary',
  resource: salary,
  columns: [
    { key: 'name', kind: 'title', imageKey: 'img', avatar: true },
    { key: 'employeeId', kind: 'code' },
    { key: 'designation' },
    // Shown through the column menu: with it, the actions column falls off a 1440 px screen.
    { key: 'emailId', kind: 'email', hidden: true },
    { key: 'phoneNumber', kind: 'phone', hidden: true },
    { key: 'joiningDate', kind: 'date' },
    { key: 'salary', kind: 'money', total: true },
    { key: 'bonus', kind: 'money', total: true },
  ],
  masks: { employeeId: { mask: 'EMP-0000' }, phoneNumber: { mask: 'phone' } },
});
