import customers from '../../resources/customers.ts';
import { defineListScreen } from '../define.ts';

export default defineListScreen({
  id: 'customers',
  path: 'apps/ecommerce/customers/',
  group: 'ecommerce',
  position: 50,
  icon: 'customers',
  resource: customers,
  columns: [
    { key: 'name', kind: 'title' },
    { key: 'company' },
    { key: 'email', kind: 'email' },
    { key: 'billingAddress' },
    { key: 'country' },
    { key: 'taxId' },
    { key: 'currency' },
  ],
  defaultSort: { key: 'name', desc: false },
});
