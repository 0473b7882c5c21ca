import type { ListScreenSpec } from '../shared/data-table/types.ts';

export default {
  list: 'department',
  entity: 'department',
  columns: [
    { key: 'departmentName', kind: 'title' },
    { key: 'HOD' },
    { key: 'phone', kind: 'phone' },
    { key: 'email', kind: 'email' },
    { key: 'employee', kind: 'number', total: true },
  ],
  masks: { phone: { mask: 'phone' } },
} satisfies ListScreenSpec;
