import type { ListScreenSpec } from '../shared/data-table/types.ts';

export default {
  list: 'seller',
  entity: 'seller',
  columns: [
    { key: 'companyName', kind: 'title', imageKey: 'logo' },
    { key: 'name' },
    { key: 'sales', kind: 'number' },
    { key: 'products', kind: 'number' },
    { key: 'revenue', kind: 'money' },
    { key: 'isFav', kind: 'toggle' },
  ],
} satisfies ListScreenSpec;
