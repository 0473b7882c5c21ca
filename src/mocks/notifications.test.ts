import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeDb } from './db.ts';
import { FakeNotifications, sampleReadIds } from './notifications.ts';
import { clearIndexedDbStore, indexedDbStore } from './start/persist.ts';

const DB = 'fake-notifications-test';

/** A fake backend as a page opens it: its state read from the shared store. */
async function openTab(): Promise<FakeDb> {
  const db = new FakeDb();
  await db.useStorage({ store: indexedDbStore(DB), dataVersion: 'v1' });
  return db;
}

const readIds = (db: FakeDb) =>
  new FakeNotifications(db)
    .all()
    .filter((n) => n.read)
    .map((n) => n.id)
    .sort();

afterEach(() => clearIndexedDbStore(DB));

describe("FakeNotifications' read marks", () => {
  it("are kept in the fake backend's IndexedDB state: seen after a reload and from another tab", async () => {
    const tabA = await openTab();
    const tabB = await openTab();
    const id = new FakeNotifications(tabA).all().find((n) => !n.read)!.id;
    expect(new FakeNotifications(tabA).setRead(id, true)?.read).toBe(true);
    await tabA.settled();

    await tabB.sync();
    expect(readIds(tabB)).toContain(id);
    expect(readIds(await openTab())).toContain(id);

    new FakeNotifications(tabB).setRead(id, false);
    await tabB.settled();
    expect(readIds(await openTab())).not.toContain(id);
  });

  it('"Reset demo data" brings back the sample read marks', async () => {
    const db = await openTab();
    for (const n of new FakeNotifications(db).all()) new FakeNotifications(db).setRead(n.id, true);
    expect(readIds(db)).toHaveLength(new FakeNotifications(db).all().length);
    await db.reset();
    expect(readIds(db)).toEqual([...sampleReadIds()].sort());
    expect(readIds(await openTab())).toEqual([...sampleReadIds()].sort());
  });

  it('an unknown id is refused and changes nothing', async () => {
    const db = await openTab();
    expect(new FakeNotifications(db).setRead(9999, true)).toBeUndefined();
    expect(readIds(db)).toEqual([...sampleReadIds()].sort());
  });

  it('corrupt stored marks give the sample ones, not a crash', async () => {
    await (await openTab()).settled();
    await indexedDbStore(DB).commit([['data:notificationsRead', 'not a list']]);
    const fallbacks: string[] = [];
    const db = new FakeDb();
    await db.useStorage({ store: indexedDbStore(DB), dataVersion: 'v1', onFallback: (o) => fallbacks.push(o) });
    expect(fallbacks).toEqual(['restored']);
    expect(readIds(db)).toEqual([...sampleReadIds()].sort());
  });
});

describe("FakeNotifications' texts", () => {
  it('name the values of real sample rows, and fall back to general words once the row is gone', () => {
    const db = new FakeDb();
    const notes = new FakeNotifications(db).all();
    expect(notes.every((n) => n.about)).toBe(true);
    for (const n of notes) {
      const row = (db.list(n.about!.resource as never) as Record<string, unknown>[]).find((r) => r.id === n.about!.rowId)!;
      expect(row, n.kind).toBeDefined();
      const values = Object.values(row);
      for (const value of Object.values(n.about!.params)) expect(values, `${n.kind} names ${value}`).toContain(value);
    }
    const order = notes.find((n) => n.kind === 'order')!;
    db.setList(
      'order',
      db.list('order')!.filter((r) => r.id !== order.about!.rowId),
    );
    expect(new FakeNotifications(db).all().find((n) => n.kind === 'order')!.about).toBeUndefined();
  });
});
