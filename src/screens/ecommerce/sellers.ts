import seller from '../../resources/seller.ts';
import { defineCardScreen } from '../define.ts';

export default defineCardScreen({
  id: 'sellers',
  path: 'apps/ecommerce/sellers/',
  group: 'ecommerce',
  position: 40,
  icon: 'seller',
  cards: 'sellers',
  resource: seller,
  columns: [
    { key: 'companyName', kind: 'title', imageKey: 'logo' },
    { key: 'name' },
    { key: 'sales', kind: 'number' },
    { key: 'products', kind: 'number' },
    { key: 'revenue', kind: 'money' },
    { key: 'isFav', kind: 'toggle' },
  ],
});
