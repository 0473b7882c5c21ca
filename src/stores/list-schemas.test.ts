import { describe, expect, it } from 'vitest';
import { rowSchema } from '../schemas/index.ts';
import { resourceOf, LIST_NAMES } from '../resources/index.ts';
import { loadListSchemas, loadResource } from './list-schemas.ts';

describe('list loaders', () => {
  it('load the resource of each list, the same promise every time', async () => {
    for (const name of LIST_NAMES) {
      expect(loadResource(name)).toBe(loadResource(name));
      expect(await loadResource(name)).toBe(resourceOf(name));
    }
  });

  it('give the same validation as the row schema, rules included', async () => {
    const { row, rows } = await loadListSchemas('order');
    const order = {
      id: 1,
      orderId: '#ST-00001',
      orderDate: '2026-05-02',
      deliveryDate: '2026-05-01',
      customerId: 1,
      customerName: 'A',
      paymentMethod: 'COD',
      amount: 1,
      deliveryStatus: 'New',
    };
    expect(row.safeParse(order).success).toBe(false);
    expect(rowSchema('order').safeParse(order).success).toBe(false);
    expect(rows.safeParse([{ ...order, deliveryDate: '2026-05-03' }]).success).toBe(true);
  });
});
