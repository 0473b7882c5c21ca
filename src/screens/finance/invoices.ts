import invoices, { INVOICE_STATUS_VALUES } from '../../resources/invoices.ts';
import { defineListScreen } from '../define.ts';

// The amounts are left out until the table formats minor units in each row's currency, and the customer shows as its
// id until a column can show the name of the row a reference names.
export default defineListScreen({
  id: 'invoices',
  path: 'apps/invoices/',
  group: 'apps',
  position: 30,
  icon: 'receipt',
  resource: invoices,
  columns: [
    { key: 'number', kind: 'code' },
    { key: 'customerId', kind: 'number' },
    { key: 'issueDate', kind: 'date' },
    { key: 'dueDate', kind: 'date' },
    { key: 'status', kind: 'status', enumName: 'invoices.status' },
  ],
  filter: { key: 'status', enumName: 'invoices.status', values: INVOICE_STATUS_VALUES, style: 'select' },
  defaultSort: { key: 'issueDate', desc: true },
});
