import type { ListScreenSpec } from '../shared/data-table/types.ts';

export default {
  list: 'salary',
  entity: 'salary',
  columns: [
    { key: 'name', kind: 'title', imageKey: 'img', avatar: true },
    { key: 'employeeId', kind: 'code' },
    { key: 'designation' },
    { key: 'emailId', kind: 'email' },
    { key: 'phoneNumber', kind: 'phone', hidden: true },
    { key: 'joiningDate', kind: 'date' },
    { key: 'salary', kind: 'money', total: true },
    { key: 'bonus', kind: 'money', total: true },
  ],
  masks: { employeeId: { mask: 'EMP-0000' }, phoneNumber: { mask: 'phone' } },
} satisfies ListScreenSpec;
