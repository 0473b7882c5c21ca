import product from '../../resources/product.ts';
import { PRODUCT_STATUSES } from '../../schemas/enums.ts';
import { defineListScreen } from '../define.ts';

export default defineListScreen({
  id: 'products',
  path: 'apps/ecommerce/products/',
  group: 'ecommerce',
  position: 10,
  icon: 'product',
  resource: product,
  columns: [
    { key: 'productCode', kind: 'code' },
    { key: 'productName', kind: 'title', imageKey: 'img' },
    { key: 'category' },
    { key: 'price', kind: 'money' },
    { key: 'stock', kind: 'number' },
    { key: 'revenue', kind: 'money', total: true },
    { key: 'status', kind: 'status', enumName: 'productStatus' },
  ],
  filter: { key: 'status', enumName: 'productStatus', values: PRODUCT_STATUSES, style: 'select' },
  masks: { productCode: { mask: '{#}aa-0000' } },
});
