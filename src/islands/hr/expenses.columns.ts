import type { ListScreenSpec } from '../shared/data-table/types.ts';

export default {
  list: 'expense',
  entity: 'expense',
  columns: [
    { key: 'item', kind: 'title' },
    { key: 'purchaseDate', kind: 'date' },
    { key: 'purchasedBy' },
    { key: 'paidBy', kind: 'enum', enumName: 'paymentMethod' },
    { key: 'amount', kind: 'money', total: true },
  ],
  defaultSort: { key: 'purchaseDate', desc: true },
} satisfies ListScreenSpec;
