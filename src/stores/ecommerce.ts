import { listStore } from './lists.ts';

/** E-commerce slices: product list, product grid, orders, sellers. */
export const ecommerce = {
  product: listStore('product'),
  productgrid: listStore('productgrid'),
  order: listStore('order'),
  seller: listStore('seller'),
};
