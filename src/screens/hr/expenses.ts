import expense from '../../resources/expense.ts';
import { defineListScreen } from '../define.ts';

export default defineListScreen({
  id: 'expenses',
  path: 'apps/hr/expenses/',
  group: 'hr',
  position: 80,
  icon: 'expense',
  resource: expense,
  columns: [
    { key: 'item', kind: 'title' },
    { key: 'purchaseDate', kind: 'date' },
    { key: 'purchasedBy' },
    { key: 'paidBy', kind: 'enum', enumName: 'paymentMethod' },
    { key: 'amount', kind: 'money', total: true },
  ],
  defaultSort: { key: 'purchaseDate', desc: true },
});
