import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeDb } from './db.ts';
import { clearIndexedDbStore, indexedDbStore } from './start/persist.ts';
import { SAMPLE_ROWS } from '../resources/samples/rows.ts';
import { generatedRows } from '../company/index.ts';
import { COMPANY_REMOVED_KEY, companyRows, warmCompanyList } from './company.ts';

const DB = 'stride-company-test';
afterEach(() => clearIndexedDbStore(DB));

async function openTab(): Promise<FakeDb> {
  const db = new FakeDb();
  await db.useStorage({ store: indexedDbStore(DB), dataVersion: 'v1' });
  return db;
}

describe('the fake backend with the sample company', () => {
  it("lists the sample rows and the generated ones, in the ids' order, and stores none of the generated", async () => {
    const db = await openTab();
    const orders = db.list('order')!;
    expect(orders.length).toBe(SAMPLE_ROWS.order.length + generatedRows('order').length);
    const ids = orders.map((o) => o.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(db.list('customers')!.map((c) => c.id)).toEqual(Array.from({ length: 300 }, (_, i) => i + 1));
    expect(db.read<unknown[]>('list:order')).toEqual(SAMPLE_ROWS.order);
  });

  it('keeps a changed or deleted generated row as a change, in every tab, until a reset', async () => {
    const db = await openTab();
    const orders = db.list('order')!;
    const [first, second] = orders.filter((o) => o.id > 1000);
    const edited = { ...first!, amount: 1 };
    db.setList(
      'order',
      orders.filter((o) => o.id !== second!.id).map((o) => (o.id === first!.id ? edited : o)),
    );
    await db.settled();
    const byId = (rows: { id: number }[]) => [...rows].sort((a, b) => a.id - b.id);
    expect(byId(db.read('list:order')!)).toEqual([...SAMPLE_ROWS.order, edited]);
    expect(db.read(COMPANY_REMOVED_KEY)).toEqual({ order: [second!.id] });

    const other = await openTab();
    const seen = other.list('order')!;
    expect(seen.length).toBe(orders.length - 1);
    expect(seen.find((o) => o.id === first!.id)).toEqual(edited);
    expect(seen.find((o) => o.id === second!.id)).toBeUndefined();
    // One row by id is the list's: a sample row, a changed generated row, an untouched one, a deleted one.
    for (const id of [SAMPLE_ROWS.order[0]!.id, first!.id, orders.at(-1)!.id, second!.id, 999_999_999]) {
      expect(other.row('order', id), String(id)).toEqual(seen.find((o) => o.id === id));
    }

    await other.reset();
    expect(other.list('order')!.find((o) => o.id === first!.id)).toEqual(first);
    expect(other.list('order')!.length).toBe(orders.length);
  });
});

describe("making a company list's generated rows ahead of a read", () => {
  it('makes the rows a read would, once for two reads at once, giving the thread back between slices', async () => {
    const day = '2025-03-01';
    let ticks = 0;
    let done = false;
    const tick = () => {
      ticks++;
      if (!done) setTimeout(tick, 0);
    };
    setTimeout(tick, 0);
    const first = warmCompanyList('order', day, 0);
    expect(warmCompanyList('order', day, 0)).toBe(first);
    await first;
    done = true;
    // A slice of no length is one day: two years of days, each a task of its own, with the timer's turns between them.
    expect(ticks).toBeGreaterThan(100);
    expect(companyRows('order', [], undefined, day)).toEqual(generatedRows('order', day));
  });

  it('has nothing to make for a list not made day by day, or one made already', async () => {
    const day = '2025-03-02';
    expect(companyRows('expense', [], undefined, day).length).toBeGreaterThan(0);
    let ticks = 0;
    setTimeout(() => ticks++, 0);
    await warmCompanyList('expense', day, 0);
    await warmCompanyList('employee', day, 0);
    expect(ticks).toBe(0);
  });
});
