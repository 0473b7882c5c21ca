import productgrid from '../../resources/productgrid.ts';
import { defineCardScreen } from '../define.ts';

/** Product cards: these columns drive search, sort, CSV-free card rendering and the form. */
export default defineCardScreen({
  id: 'productsGrid',
  path: 'apps/ecommerce/products-grid/',
  group: 'ecommerce',
  position: 20,
  icon: 'grid',
  cards: 'products',
  resource: productgrid,
  columns: [
    { key: 'productName', kind: 'title', imageKey: 'img' },
    { key: 'price', kind: 'money' },
    { key: 'delPrice', kind: 'money' },
    { key: 'rating', kind: 'rating' },
    { key: 'ratingNumber', kind: 'number' },
    { key: 'isFav', kind: 'toggle' },
  ],
});
