import { z } from 'zod/mini';
import { code, count, described, id, imagePath, money, text } from '../schemas/common.ts';
import { productStatus } from '../schemas/enum-schemas.ts';
import { defineResource } from './define.ts';

export const productSchema = z.object({
  id,
  productCode: described(code('product'), 'Stock-keeping code, e.g. "#SH-1042"'),
  img: imagePath,
  productName: text(80),
  category: text(40),
  price: money,
  stock: count,
  revenue: described(money, 'Revenue to date'),
  status: productStatus,
});
export type Product = z.infer<typeof productSchema>;

/** `GET /app/product`: its rows are `src/content/data/product.json`. */
export default defineResource({
  list: 'product',
  schema: productSchema,
  sampleSize: 10,
  entity: 'product',
  apiName: 'Product',
  code: { field: 'productCode', format: 'product' },
  dashboards: ['ecommerce'],
});
