import { z } from 'zod';
import { count, id, imagePath, isoDate, money, notBefore } from './common.ts';
import { orderStatus, paymentMethod, productStatus } from './enum-schemas.ts';

export const productSchema = z.object({
  id,
  productCode: z.string().min(1).max(20).describe('Stock-keeping code, e.g. "#SH-1042"'),
  img: imagePath,
  productName: z.string().min(1).max(80),
  category: z.string().min(1).max(40),
  price: money,
  stock: count,
  revenue: money.describe('Revenue to date'),
  status: productStatus,
});
export type Product = z.infer<typeof productSchema>;

export const productGridSchema = z.object({
  id,
  productName: z.string().min(1).max(80),
  img: imagePath,
  price: money,
  delPrice: money.describe('Former price, shown struck through'),
  rating: z.number().min(0).max(5),
  ratingNumber: count.describe('How many ratings'),
  isFav: z.boolean(),
});
export type ProductGridItem = z.infer<typeof productGridSchema>;

export const orderSchema = z.object({
  id,
  orderId: z.string().min(1).max(20).describe('Order reference, e.g. "#ST-10452"'),
  orderDate: isoDate,
  deliveryDate: isoDate,
  customerName: z.string().min(1).max(80),
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
  companyName: z.string().min(1).max(80),
  name: z.string().min(1).max(80).describe('Contact person'),
  sales: count.describe('Items sold'),
  products: count.describe('Products listed'),
  revenue: money,
});
export type Seller = z.infer<typeof sellerSchema>;
