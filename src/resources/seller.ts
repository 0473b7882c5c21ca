import { z } from 'zod/mini';
import { count, described, id, imagePath, money, text } from '../schemas/common.ts';
import { defineResource } from './define.ts';

export const sellerSchema = z.object({
  id,
  isFav: z.boolean(),
  logo: imagePath,
  companyName: text(80),
  name: described(text(80), 'Contact person'),
  sales: described(count, 'Items sold'),
  products: described(count, 'Products listed'),
  revenue: money,
});
export type Seller = z.infer<typeof sellerSchema>;

/** `GET /app/seller`: its rows are `src/content/data/seller.json`. */
export default defineResource({
  list: 'seller',
  schema: sellerSchema,
  sampleSize: 8,
  entity: 'seller',
  apiName: 'Seller',
  dashboards: ['ecommerce'],
});
