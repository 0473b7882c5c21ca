import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_TOKEN } from './demo-account.ts';
import { SAMPLE_ROWS as SAMPLE } from '../resources/samples/rows.ts';
import { FakeDb } from './db.ts';
import { createTestServer } from './node.ts';
import { clearIndexedDbStore, indexedDbStore } from './start/persist.ts';

const DB = 'fake-db-test';
const { id: _id, ...departmentInput } = { ...SAMPLE.department[0]!, departmentName: 'Research' };
const research = { ...departmentInput, id: 99 };

/**
 * A fake backend as a page opens it: its state read from the shared store (the sample rows only: the sample company's
 * generated rows and their storage are src/mocks/company.test.ts's).
 */
async function openTab(version = 'v1'): Promise<FakeDb> {
  const db = new FakeDb({ company: false });
  await db.useStorage({ store: indexedDbStore(DB), dataVersion: version });
  return db;
}

afterEach(() => clearIndexedDbStore(DB));

describe('FakeDb with storage', () => {
  it('keeps list rows, calendar events and registered users across a reload', async () => {
    const tab = await openTab();
    tab.setList('department', [...(tab.list('department') ?? []), research]);
    tab.setCalendarEvents([{ id: 77, title: 'Retro', start: '2026-11-30', allDay: true, className: 'event-info' }]);
    tab.addUser({ email: 'nia@example.com', username: 'nia', password: 'correct-horse' });
    await tab.settled();

    const reloaded = await openTab();
    expect(reloaded.list('department')?.at(-1)).toEqual(research);
    expect(reloaded.list('department')).toHaveLength(SAMPLE.department.length + 1);
    expect(reloaded.calendarEvents().map((e) => e.title)).toEqual(['Retro']);
    expect(reloaded.allUsers().map((u) => u.username)).toEqual(['admin', 'editor', 'viewer', 'nia']);
  });

  it('settles only once every change so far is stored, whoever else waits for it too', async () => {
    const tab = await openTab();
    tab.setList('notes', []);
    const otherRequest = tab.settled();
    await tab.settled();
    expect((await openTab()).list('notes')).toEqual([]);
    await otherRequest;
  });

  it('shows a change made in one tab to another on its next sync', async () => {
    const tabA = await openTab();
    const tabB = await openTab();
    tabA.setList('notes', []);
    await tabA.settled();
    expect(tabB.list('notes')).toHaveLength(SAMPLE.notes.length);
    await tabB.sync();
    expect(tabB.list('notes')).toEqual([]);
  });

  it('reset brings the sample data back in every tab', async () => {
    const tabA = await openTab();
    const tabB = await openTab();
    tabA.setList('order', []);
    tabA.addUser({ email: 'nia@example.com', username: 'nia', password: 'correct-horse' });
    await tabA.settled();
    await tabB.reset();
    expect(tabB.list('order')).toEqual(SAMPLE.order);
    await tabA.sync();
    expect(tabA.list('order')).toEqual(SAMPLE.order);
    expect(tabA.allUsers().map((u) => u.username)).toEqual(['admin', 'editor', 'viewer']);
  });

  it('starts again from the sample data when the data version changes', async () => {
    const old = await openTab('v1');
    old.setList('order', []);
    await old.settled();
    expect((await openTab('v2')).list('order')).toEqual(SAMPLE.order);
  });

  it('stores the demo account, so its edits are kept, and a reset brings it back as it was', async () => {
    const tab = await openTab();
    tab.updateUser(1, { firstName: 'Changed' });
    await tab.settled();
    expect((await openTab()).allUsers().map((u) => [u.id, u.firstName])[0]).toEqual([1, 'Changed']);
    await tab.reset();
    expect(tab.allUsers().map((u) => [u.id, u.firstName])[0]).toEqual([1, 'Alex']);
  });

  it('stores the writes of a batch in one transaction (an import chunk’s rows with its job’s checkpoint)', async () => {
    const commits: string[][] = [];
    const store = indexedDbStore(DB);
    const recording = {
      ...store,
      commit: (entries: [string, unknown][], options?: { clear?: boolean; read?: string }) => {
        commits.push(entries.map(([key]) => key));
        return store.commit(entries, options);
      },
    };
    const tab = new FakeDb({ company: false });
    await tab.useStorage({ store: recording, dataVersion: 'v1' });
    commits.length = 0;
    const answer = tab.batch(() => {
      tab.setList('department', [research]);
      tab.bumpVersion('department', research.id);
      tab.write('jobs', { lastId: 1, jobs: [] });
      return 'done';
    });
    expect(answer).toBe('done');
    await tab.settled();
    expect(commits).toEqual([['data:list:department', 'data:versions', 'data:jobs', 'meta:stamp']]);
    const reloaded = await openTab();
    expect(reloaded.list('department')).toEqual([research]);
    expect(reloaded.versionOf('department', research.id)).toBe(2);
  });

  it('refuses to write state it does not know', () => {
    expect(() => new FakeDb().write('nothing', [])).toThrow(/Unknown/);
  });
});

describe('the handlers on a stored state', () => {
  const { server, db } = createTestServer();
  beforeAll(async () => {
    await db.useStorage({ store: indexedDbStore(DB), dataVersion: 'v1' });
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterAll(() => server.close());

  it('answers a change only once it is stored, so the next page sees it', async () => {
    const res = await fetch('http://localhost/app/department', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${FAKE_TOKEN}` },
      body: JSON.stringify(departmentInput),
    });
    expect(res.status).toBe(200);
    const created = (await res.json()) as { id: number };
    expect((await openTab()).list('department')?.find((d) => d.id === created.id)).toEqual({ ...departmentInput, id: created.id });
  });

  it('reads what another tab stored before answering', async () => {
    const other = await openTab();
    other.setList('department', [{ ...research, id: 5 }]);
    await other.settled();
    const res = await fetch('http://localhost/app/department', { headers: { Authorization: `Bearer ${FAKE_TOKEN}` } });
    expect(await res.json()).toEqual([{ ...research, id: 5, version: 1 }]);
  });
});
