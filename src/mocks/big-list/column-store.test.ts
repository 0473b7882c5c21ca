import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { applyListQuery, parseListQuery } from '../../contract/list-query.ts';
import { syntheticRows } from '../synthetic.ts';
import { ColumnStore } from './column-store.ts';
import { LIST_NAMES, LIST_SCHEMAS } from '../../resources/index.ts';

function storeOf(rows: readonly Record<string, unknown>[], fields: readonly string[]): ColumnStore {
  return ColumnStore.build(fields, rows.length, (visit) => rows.forEach(visit));
}

const fieldsOf = (name: (typeof LIST_NAMES)[number]) => Object.keys((LIST_SCHEMAS[name] as z.ZodMiniObject).shape);

describe('ColumnStore answers as applyListQuery does', () => {
  const rows = syntheticRows('order', 3000, 7);
  const fields = fieldsOf('order');
  const store = storeOf(rows, fields);
  const cases = [
    'page=1&pageSize=25',
    'page=40&pageSize=50',
    'page=1000&pageSize=25',
    'page=3&pageSize=20&sort=amount:asc',
    'page=3&pageSize=20&sort=amount:desc',
    'page=2&pageSize=30&sort=customerName:asc',
    'page=2&pageSize=30&sort=customerName:desc',
    'page=5&pageSize=30&sort=orderDate:desc',
    'page=1&pageSize=30&sort=orderId:desc',
    'page=1&pageSize=40&deliveryStatus=Delivered',
    'page=2&pageSize=40&deliveryStatus=Delivered&deliveryStatus=Pending&sort=amount:desc',
    'page=1&pageSize=40&deliveryStatus=Delivered&paymentMethod=COD',
    'page=1&pageSize=50&q=ross',
    'page=1&pageSize=50&q=st-29&sort=orderDate:asc',
    'page=1&pageSize=10&amount=nothing',
    'sort=amount:desc&deliveryStatus=Cancelled',
  ];
  it.each(cases)('%s', (search) => {
    const parsed = parseListQuery(new URLSearchParams(search), fields);
    if (!parsed.ok) throw new Error(parsed.message);
    expect(store.query(parsed.query)).toEqual(applyListQuery(rows, parsed.query));
  });

  it.each(LIST_NAMES)('%s: every sortable field, both directions, a middle page', (name) => {
    const listRows = syntheticRows(name, 600, 3);
    const listFields = fieldsOf(name);
    const listStore = storeOf(listRows, listFields);
    for (const field of listFields)
      for (const direction of ['asc', 'desc'] as const) {
        const query = { page: 2, pageSize: 50, filters: {}, sort: { field, direction } };
        expect(listStore.query(query), `${field}:${direction}`).toEqual(applyListQuery(listRows, query));
      }
  });

  it('forgets a removed row, and says when there is no row with that id', () => {
    const small = storeOf(rows.slice(0, 100), fields);
    expect(small.remove(5)).toBe(true);
    expect(small.remove(5)).toBe(false);
    const answer = small.query({ page: 1, pageSize: 500, filters: {} });
    expect(answer).toMatchObject({ total: 99 });
    expect((answer as unknown as { items: { id: number }[] }).items.map((r) => r.id)).not.toContain(5);
  });
});
