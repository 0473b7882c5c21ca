import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeDb } from './db.ts';
import { FAKE_TOKEN } from './demo-account.ts';
import { clearIndexedDbStore, indexedDbStore } from './start/persist.ts';
import { bearerToken, FakeSessions, randomToken } from './sessions.ts';

const DB = 'fake-sessions-test';

/** A fake backend as a page opens it: its state read from the shared store. */
async function openTab(): Promise<FakeDb> {
  const db = new FakeDb();
  await db.useStorage({ store: indexedDbStore(DB), dataVersion: 'v1' });
  return db;
}

afterEach(async () => {
  vi.restoreAllMocks();
  await clearIndexedDbStore(DB);
});

describe('randomToken', () => {
  it('is 32 random bytes in base64url, different each time', () => {
    const tokens = new Set(Array.from({ length: 50 }, randomToken));
    expect(tokens.size).toBe(50);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe('FakeSessions', () => {
  it('knows the demo session from the start, and the users of new sessions', () => {
    const sessions = new FakeSessions(new FakeDb());
    expect(sessions.userOf(FAKE_TOKEN)).toBe(1);
    const token = sessions.create(7);
    expect(sessions.userOf(token)).toBe(7);
    expect(sessions.userOf('nope')).toBeUndefined();
    expect(sessions.userOf(undefined)).toBeUndefined();
    expect(sessions.userOf('toString')).toBeUndefined();
  });

  it('revokes one token, or every token of a user', () => {
    const sessions = new FakeSessions(new FakeDb());
    const [a, b, c] = [sessions.create(2), sessions.create(2), sessions.create(3)];
    sessions.revoke(a);
    expect(sessions.userOf(a)).toBeUndefined();
    expect(sessions.userOf(b)).toBe(2);
    sessions.revokeUser(2);
    expect(sessions.userOf(b)).toBeUndefined();
    expect(sessions.userOf(c)).toBe(3);
  });

  it("are kept in the fake backend's IndexedDB state: a sign-in in one tab is valid in another, and so is a sign-out", async () => {
    const tabA = await openTab();
    const tabB = await openTab();
    const token = new FakeSessions(tabA).create(4);
    await tabA.settled();
    await tabB.sync();
    const inB = new FakeSessions(tabB);
    expect(inB.userOf(token)).toBe(4);
    inB.revoke(token);
    await tabB.settled();
    const reloaded = await openTab();
    expect(new FakeSessions(reloaded).userOf(token)).toBeUndefined();
    expect(new FakeSessions(reloaded).userOf(FAKE_TOKEN)).toBe(1);
  });

  it('survive "Reset demo data", which restores the rest', async () => {
    const db = await openTab();
    const token = new FakeSessions(db).create(4);
    db.setList('notes', []);
    await db.reset();
    expect(new FakeSessions(db).userOf(token)).toBe(4);
    expect(db.list('notes')?.length).toBeGreaterThan(0);
    expect(new FakeSessions(await openTab()).userOf(token)).toBe(4);
  });

  it('corrupt stored sessions give the sample state (the demo session), not a crash', async () => {
    await (await openTab()).settled();
    await indexedDbStore(DB).commit([['data:sessions', { abc: 'not a user id' }]]);
    const fallbacks: string[] = [];
    const db = new FakeDb();
    await db.useStorage({ store: indexedDbStore(DB), dataVersion: 'v1', onFallback: (o) => fallbacks.push(o) });
    expect(fallbacks).toEqual(['restored']);
    expect(new FakeSessions(db).userOf(FAKE_TOKEN)).toBe(1);
    expect(new FakeSessions(db).userOf('abc')).toBeUndefined();
  });

  it('blocked storage keeps them in memory for the page', async () => {
    const failing = { getMany: () => Promise.reject(new Error('blocked')), commit: () => Promise.reject(new Error('blocked')) };
    const db = new FakeDb();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await db.useStorage({ store: failing, dataVersion: 'v1' })).toBe('memory');
    const sessions = new FakeSessions(db);
    const token = sessions.create(5);
    expect(sessions.userOf(token)).toBe(5);
  });
});

describe('bearerToken', () => {
  it('reads the token of a Bearer header only', () => {
    const req = (value?: string) => new Request('http://x/', value ? { headers: { Authorization: value } } : {});
    expect(bearerToken(req('Bearer abc'))).toBe('abc');
    expect(bearerToken(req('Basic abc'))).toBeUndefined();
    expect(bearerToken(req('Bearer '))).toBeUndefined();
    expect(bearerToken(req())).toBeUndefined();
  });
});
