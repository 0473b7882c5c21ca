import { describe, expect, it } from 'vitest';
import { summarize, LOW_STOCK } from './summary.ts';
import type { Order, Product } from '../../schemas/ecommerce.ts';

const order = (id: number, orderDate: string, amount: number, customerName: string, deliveryStatus: Order['deliveryStatus']): Order => ({
  id,
  orderId: `#ST-${id}`,
  orderDate,
  deliveryDate: orderDate,
  customerName,
  paymentMethod: 'COD',
  amount,
  deliveryStatus,
});
const product = (id: number, revenue: number, stock: number): Product => ({
  id,
  productCode: `#P-${id}`,
  img: '/images/products/x.svg',
  productName: `P${id}`,
  category: 'Running',
  price: 10,
  stock,
  revenue,
  status: 'Publish',
});

describe('overview summary', () => {
  const orders = [
    order(1, '2026-01-15', 100, 'Ann', 'Delivered'),
    order(2, '2026-03-02', 50.5, 'Bob', 'Pending'),
    order(3, '2026-03-20', 49.5, 'Ann', 'Delivered'),
    order(4, '2026-03-20', 10, 'Cid', 'Cancelled'),
  ];
  const products = [product(1, 500, 3), product(2, 900, 50), product(3, 100, LOW_STOCK)];
  const s = summarize(orders, products, 2);

  it('counts orders, revenue and customers', () => {
    expect(s).toMatchObject({
      orders: 4,
      delivered: 2,
      revenue: 210,
      averageOrder: 52.5,
      customers: 3,
      repeatCustomers: 1,
      products: 3,
      lowStock: 2,
    });
  });

  it('groups orders by delivery status in the enum order, zeros included', () => {
    expect(s.byStatus.map((x) => [x.status, x.count])).toEqual([
      ['Delivered', 2],
      ['Shipping', 0],
      ['New', 0],
      ['Pending', 1],
      ['Return', 0],
      ['Cancelled', 1],
    ]);
  });

  it('sums revenue per month, filling months without orders', () => {
    expect(s.byMonth).toEqual([
      { month: '2026-01', total: 100 },
      { month: '2026-02', total: 0 },
      { month: '2026-03', total: 110 },
    ]);
  });

  it('lists the newest orders and the best-selling products first', () => {
    expect(s.recent.map((o) => o.id)).toEqual([4, 3]);
    expect(s.topProducts.map((p) => p.id)).toEqual([2, 1]);
  });

  it('handles empty lists', () => {
    expect(summarize([], [])).toMatchObject({ orders: 0, revenue: 0, averageOrder: 0, byMonth: [], recent: [], topProducts: [] });
  });

  it('keeps at most twelve months and crosses years', () => {
    const long = summarize([order(1, '2024-11-01', 1, 'A', 'New'), order(2, '2026-02-01', 2, 'B', 'New')], []);
    expect(long.byMonth).toHaveLength(12);
    expect(long.byMonth.at(-1)).toEqual({ month: '2026-02', total: 2 });
    expect(long.byMonth[0]?.month).toBe('2025-03');
  });
});
