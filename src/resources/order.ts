import { z } from 'zod/mini';
import { code, described, id, isoDate, money, notBefore, text } from '../schemas/common.ts';
import { orderStatus, paymentMethod } from '../schemas/enum-schemas.ts';
import { defineResource } from './define.ts';

export const orderSchema = z.object({
  id,
  orderId: described(code('order'), 'Order reference, e.g. "#ST-10452"'),
  orderDate: isoDate,
  deliveryDate: isoDate,
  customerId: described(id, 'The customer who placed the order: a row of the customers list'),
  customerName: text(80),
  paymentMethod,
  amount: money,
  deliveryStatus: orderStatus,
});
export const orderRules = [notBefore('deliveryDate', 'orderDate', 'The delivery date is before the order date')];
export type Order = z.infer<typeof orderSchema>;

/** `GET /app/order`: its rows are `src/content/data/order.json`. */
export default defineResource({
  list: 'order',
  schema: orderSchema,
  rules: orderRules,
  sampleSize: 10,
  entity: 'order',
  apiName: 'Order',
  code: { field: 'orderId', format: 'order' },
  historyDate: 'orderDate',
  dashboards: ['ecommerce', 'finance'],
  // An order is a customer's; a customer with orders is not deleted.
  references: { customerId: { list: 'customers', onDelete: 'restrict' } },
});
