import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { clearIndexedDbStore, indexedDbStore, Persistence, type Collection, type KeyValueStore } from './persist.ts';

const DB = 'persist-test';
const numbers: Collection<number[]> = { key: 'numbers', schema: z.array(z.number()), sample: () => [1, 2, 3] };
const words: Collection<string[]> = { key: 'words', schema: z.array(z.string()), sample: () => ['a'] };
const collections = [numbers, words];

const open = (version = 'v1', onFallback = vi.fn()) => new Persistence(indexedDbStore(DB), version, collections, onFallback);

/** A store whose every call fails, as IndexedDB does in a private window or with storage blocked. */
const brokenStore: KeyValueStore = {
  getMany: () => Promise.reject(new DOMException('The operation is insecure.', 'SecurityError')),
  commit: () => Promise.reject(new DOMException('The operation is insecure.', 'SecurityError')),
};

afterEach(() => clearIndexedDbStore(DB));

describe('Persistence', () => {
  it('starts from the sample data, then reads back what was saved', async () => {
    const first = await open().load();
    expect(first.outcome).toBe('sample');
    expect(Object.fromEntries(first.values)).toEqual({ numbers: [1, 2, 3], words: ['a'] });

    const writer = open();
    await writer.load();
    await writer.save('numbers', [9]);
    const again = await open().load();
    expect(again.outcome).toBe('kept');
    expect(Object.fromEntries(again.values)).toEqual({ numbers: [9], words: ['a'] });
  });

  it('replaces the state of another data version whole, without reading it', async () => {
    const old = open('v1');
    await old.load();
    await old.save('numbers', [9]);
    const next = await open('v2').load();
    expect(next.outcome).toBe('sample');
    expect(next.values.get('numbers')).toEqual([1, 2, 3]);
    // And it is the new version that is stored now.
    expect((await open('v2').load()).outcome).toBe('kept');
  });

  it("sees another tab's write even when this tab wrote after it without reading it first", async () => {
    const tabA = open();
    const tabB = open();
    await tabA.load();
    await tabB.load();
    expect(await tabB.changes()).toBeUndefined();
    // A writes; B, which has not read since, writes another collection (its request had read the state before A's write).
    await tabA.save('numbers', [7]);
    await tabB.save('words', ['b']);
    // B's next request must take A's write in, not take B's own stamp for the whole story.
    const seen = await tabB.changes();
    expect(seen && Object.fromEntries(seen)).toEqual({ numbers: [7], words: ['b'] });
    // And then it is up to date: nothing more to read until someone writes.
    expect(await tabB.changes()).toBeUndefined();
    await tabB.save('words', ['c']);
    expect(await tabB.changes()).toBeUndefined();
  });

  it('a new data version keeps the collections marked keepOnReset when they still pass their schema', async () => {
    const sessions: Collection<string[]> = { key: 'sessions', schema: z.array(z.string()), sample: () => [], keepOnReset: true };
    const old = new Persistence(indexedDbStore(DB), 'v1', [numbers, sessions]);
    await old.load();
    await old.save('numbers', [9]);
    await old.save('sessions', ['token-a']);
    const next = await new Persistence(indexedDbStore(DB), 'v2', [numbers, sessions]).load();
    expect(next.outcome).toBe('sample');
    expect(Object.fromEntries(next.values)).toEqual({ numbers: [1, 2, 3], sessions: ['token-a'] });

    // A kept value that no longer passes its schema starts from its sample like the rest.
    await new Persistence(indexedDbStore(DB), 'v2', [numbers, sessions]).save('sessions', [42]);
    const third = await new Persistence(indexedDbStore(DB), 'v3', [numbers, sessions]).load();
    expect(third.values.get('sessions')).toEqual([]);
  });

  it('replaces every collection with its sample when one fails its schema, and says so', async () => {
    const writer = open();
    await writer.load();
    await writer.save('words', ['kept?']);
    await writer.save('numbers', ['not', 'numbers']);
    const onFallback = vi.fn();
    const { values, outcome } = await open('v1', onFallback).load();
    expect(outcome).toBe('restored');
    expect(onFallback).toHaveBeenCalledWith('restored');
    expect(Object.fromEntries(values)).toEqual({ numbers: [1, 2, 3], words: ['a'] });
    expect((await open().load()).outcome).toBe('kept');
  });

  it('gives a collection added since the state was stored its sample value', async () => {
    const before = new Persistence(indexedDbStore(DB), 'v1', [numbers]);
    await before.load();
    await before.save('numbers', [7]);
    const { values, outcome } = await open().load();
    expect(outcome).toBe('kept');
    expect(Object.fromEntries(values)).toEqual({ numbers: [7], words: ['a'] });
  });

  it('reports changes made by another tab once, and none of its own', async () => {
    const tabA = open();
    const tabB = open();
    await tabA.load();
    await tabB.load();
    expect(await tabB.changes()).toBeUndefined();
    await tabA.save('words', ['from A']);
    expect(await tabA.changes()).toBeUndefined();
    expect((await tabB.changes())?.get('words')).toEqual(['from A']);
    expect(await tabB.changes()).toBeUndefined();
  });

  it('reset stores the sample data for every tab', async () => {
    const tabA = open();
    const tabB = open();
    await tabA.load();
    await tabB.load();
    await tabB.save('numbers', [42]);
    const values = await tabA.reset();
    expect(values.get('numbers')).toEqual([1, 2, 3]);
    expect((await tabB.changes())?.get('numbers')).toEqual([1, 2, 3]);
  });

  it('reset keeps the collections marked keepOnReset as they are', async () => {
    const sessions: Collection<string[]> = { key: 'sessions', schema: z.array(z.string()), sample: () => [], keepOnReset: true };
    const persistence = new Persistence(indexedDbStore(DB), 'v1', [numbers, sessions]);
    await persistence.load();
    const values = await persistence.reset(
      new Map<string, unknown>([
        ['numbers', [9]],
        ['sessions', ['token-a']],
      ]),
    );
    expect(Object.fromEntries(values)).toEqual({ numbers: [1, 2, 3], sessions: ['token-a'] });
    expect(Object.fromEntries((await new Persistence(indexedDbStore(DB), 'v1', [numbers, sessions]).load()).values)).toEqual({
      numbers: [1, 2, 3],
      sessions: ['token-a'],
    });
  });

  it('falls back to memory when the storage fails, once, and keeps answering', async () => {
    const onFallback = vi.fn();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const persistence = new Persistence(brokenStore, 'v1', collections, onFallback);
    const { values, outcome } = await persistence.load();
    expect(outcome).toBe('memory');
    expect(values.get('numbers')).toEqual([1, 2, 3]);
    await persistence.save('numbers', [5]);
    expect(await persistence.changes()).toBeUndefined();
    expect((await persistence.reset()).get('numbers')).toEqual([1, 2, 3]);
    expect(onFallback).toHaveBeenCalledTimes(1);
    expect(onFallback).toHaveBeenCalledWith('memory');
    warn.mockRestore();
  });

  it('switches to memory when a write fails after a good start', async () => {
    const store = indexedDbStore(DB);
    const failingWrites: KeyValueStore = { getMany: (keys) => store.getMany(keys), commit: store.commit };
    const onFallback = vi.fn();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const persistence = new Persistence(failingWrites, 'v1', collections, onFallback);
    await persistence.load();
    failingWrites.commit = () => Promise.reject(new DOMException('Quota exceeded', 'QuotaExceededError'));
    await persistence.save('numbers', [5]);
    expect(onFallback).toHaveBeenCalledWith('memory');
    warn.mockRestore();
  });
});
