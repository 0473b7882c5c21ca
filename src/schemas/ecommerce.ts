import { z } from 'zod/mini';
import { code, count, described, id, imagePath, isoDate, money, notBefore, text } from './common.ts';
import { orderStatus, paymentMethod, productStatus } from './enum-schemas.ts';

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
export type ProductGridItem = z.infer<typeof productGridSchema>;

export const orderSchema = z.object({
  id,
  orderId: described(code('order'), 'Order reference, e.g. "#ST-10452"'),
  orderDate: isoDate,
  deliveryDate: isoDate,
  customerName: text(80),
  paymentMethod,
  amount: money,
  deliveryStatus: orderStatus,
});
export const orderRules = [notBefore('deliveryDate', 'orderDate', 'The delivery date is before the order date')];
export type Order = z.infer<typeof orderSchema>;

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
