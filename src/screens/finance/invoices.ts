import invoices, { INVOICE_STATUS_VALUES } from '../../resources/invoices.ts';
import { defineListScreen } from '../define.ts';

// Amounts are whole minor units of each invoice's own currency; the customer is shown by its name, read in one batch
// for the rows drawn. The number is null while a draft, so the customer heads the row on a phone's card.
export default defineListScreen({
  id: 'invoices',
  path: 'apps/invoices/',
  group: 'apps',
  position: 30,
  icon: 'receipt',
  resource: invoices,
  columns: [
    { key: 'number', kind: 'code', link: 'apps/invoices/invoice/?id={id}', emptyLabel: 'invoicePage.draft' },
    { key: 'customerId', kind: 'reference', reference: { list: 'customers', field: 'name' }, priority: 0 },
    { key: 'issueDate', kind: 'date' },
    { key: 'dueDate', kind: 'date' },
    { key: 'total', kind: 'minorMoney', currencyKey: 'currency' },
    { key: 'balance', kind: 'minorMoney', currencyKey: 'currency' },
    { key: 'status', kind: 'status', enumName: 'invoices.status' },
  ],
  filter: { key: 'status', enumName: 'invoices.status', values: INVOICE_STATUS_VALUES, style: 'select' },
  // A customer's invoices (`?customerId=3`): a record page's or a dashboard's link to them.
  referenceFilters: ['customerId'],
  // What customers owe (the finance dashboard's outstanding: `?status=sent,partly_paid,overdue&currency=USD`).
  valueFilters: ['status', 'currency'],
  defaultSort: { key: 'issueDate', desc: true },
});
