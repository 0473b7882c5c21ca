import type { ListScreenSpec } from '../shared/data-table/types.ts';

export default {
  list: 'employee',
  entity: 'employee',
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
} satisfies ListScreenSpec;
