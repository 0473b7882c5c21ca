import { describe, expect, it } from 'vitest';
import { orderSchema } from '../resources/order.ts';
import { defineResource } from '../resources/define.ts';
import { defineListScreen, islandSpec } from './define.ts';
import orders from './ecommerce/orders.ts';

/** A minimal valid definition; the type-level cases below change one thing each. */
const base = {
  id: 'typeCheck',
  path: 'apps/ecommerce/type-check/',
  group: 'ecommerce',
  position: 10,
  icon: 'order',
  resource: defineResource({ list: 'type_check', schema: orderSchema, sampleSize: 0, entity: 'order', apiName: 'TypeCheck' }),
} as const;

describe('screen definitions are checked against their schema', () => {
  it('accepts fields of the entity and rejects typos (type-checked by astro check)', () => {
    const ok = defineListScreen({
      ...base,
      columns: [{ key: 'customerName', kind: 'title' }],
      filter: { key: 'deliveryStatus', enumName: 'orderStatus', values: ['New', 'Pending'], style: 'tabs' },
      masks: { orderId: { mask: '0000' } },
      defaultSort: { key: 'orderDate', desc: true },
    });
    expect(ok.kind).toBe('list');

    // @ts-expect-error a column key the entity does not have
    defineListScreen({ ...base, columns: [{ key: 'customerNmae' }] });
    // @ts-expect-error an enumeration that does not exist
    defineListScreen({ ...base, columns: [{ key: 'deliveryStatus', kind: 'status', enumName: 'orderStatuses' }] });
    // A list's own enumeration, `<entity>.<field>`, names a string field of the entity.
    defineListScreen({ ...base, columns: [{ key: 'deliveryStatus', kind: 'status', enumName: 'order.deliveryStatus' }] });
    // @ts-expect-error an own enumeration on a field that is not a string field of the entity
    defineListScreen({ ...base, columns: [{ key: 'amount', kind: 'status', enumName: 'order.amount' }] });
    // @ts-expect-error an image field that is not a string field of the entity
    defineListScreen({ ...base, columns: [{ key: 'customerName', kind: 'title', imageKey: 'amount' }] });
    // @ts-expect-error a total field that is not a number field of the entity
    defineListScreen({ ...base, columns: [{ key: 'amount', kind: 'progress', totalKey: 'orderId' }] });
    // @ts-expect-error a filter value the field cannot hold
    defineListScreen({ ...base, columns: [], filter: { key: 'deliveryStatus', enumName: 'orderStatus', values: ['Lost'], style: 'tabs' } });
    // @ts-expect-error a mask for a field the entity does not have
    defineListScreen({ ...base, columns: [], masks: { orderNumber: { mask: '0000' } } });
    // @ts-expect-error a default sort on a field the entity does not have
    defineListScreen({ ...base, columns: [], defaultSort: { key: 'date', desc: true } });
  });

  it('gives the island plain data only', () => {
    const spec = islandSpec(orders);
    expect(spec).toEqual(JSON.parse(JSON.stringify(spec)));
    expect(spec).not.toHaveProperty('schema');
    expect(spec.columns.map((c) => c.key)).toContain('deliveryStatus');
  });
});
