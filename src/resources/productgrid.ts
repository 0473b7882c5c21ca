import { z } from 'zod/mini';
import { count, described, id, imagePath, money, text } from '../schemas/common.ts';
import { defineResource } from './define.ts';

export const productGridSchema = z.object({
  id,
  productName: text(80),
  img: imagePath,
  price: money,
  delPrice: described(money, 'Former price, shown struck through'),
  rating: z.number().check(z.minimum(0), z.maximum(5)),
  ratingNumber: described(count, 'How many ratings'),
  isFav: z.boolean(),
});

/** `GET /app/productgrid`: its rows are `src/content/data/productgrid.json`. */
export default defineResource({
  list: 'productgrid',
  schema: productGridSchema,
  sampleSize: 8,
  entity: 'productgrid',
  apiName: 'ProductGridItem',
});
