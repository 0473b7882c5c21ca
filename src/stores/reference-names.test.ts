import { describe, expect, it, vi } from 'vitest';
import { CHUNK, createReferenceNames, FRAME_MS, SEARCH_LIMIT } from './reference-names.ts';

const customers = new Map(Array.from({ length: 250 }, (_, i) => [i + 1, { id: i + 1, name: `Customer ${i + 1}` }]));

/** A client answering `GET /app/customers?id=…` as both backends do: the rows with those ids that exist. */
function fakeClient() {
  const get = vi.fn(async (path: string) => {
    const url = new URL(path, 'http://x');
    const ids = url.searchParams.getAll('id').map(Number);
    return ids.flatMap((id) => (customers.has(id) ? [customers.get(id)!] : []));
  });
  return { get };
}

describe('reference names', () => {
  it('asks once for every id drawn in one task, and answers them from the cache after', async () => {
    const client = fakeClient();
    const names = createReferenceNames(client);
    expect(names.nameOf('customers', 'name', 3)).toBeUndefined();
    expect(names.nameOf('customers', 'name', 7)).toBeUndefined();
    expect(names.nameOf('customers', 'name', 3)).toBeUndefined();
    await names.settled();
    expect(client.get).toHaveBeenCalledTimes(1);
    expect(client.get).toHaveBeenCalledWith('/app/customers?id=3&id=7');
    expect(names.nameOf('customers', 'name', 3)).toBe('Customer 3');
    expect(names.nameOf('customers', 'name', 7)).toBe('Customer 7');
    await names.settled();
    expect(client.get).toHaveBeenCalledTimes(1);
  });

  it('with a frame to gather in, asks once for the ids drawn in several tasks of that frame (a list drawn in slices)', async () => {
    vi.useFakeTimers();
    try {
      const client = fakeClient();
      const names = createReferenceNames(client, (run) => setTimeout(run, FRAME_MS));
      names.nameOf('customers', 'name', 1);
      await vi.advanceTimersByTimeAsync(5);
      names.nameOf('customers', 'name', 2);
      await vi.advanceTimersByTimeAsync(5);
      names.nameOf('customers', 'name', 3);
      expect(client.get).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(FRAME_MS);
      expect(client.get).toHaveBeenCalledTimes(1);
      expect(client.get).toHaveBeenCalledWith('/app/customers?id=1&id=2&id=3');
      await vi.advanceTimersByTimeAsync(0);
      expect(names.nameOf('customers', 'name', 2)).toBe('Customer 2');
    } finally {
      vi.useRealTimers();
    }
  });

  it('splits many ids into calls of CHUNK, never one call per row', async () => {
    const client = fakeClient();
    const names = createReferenceNames(client);
    for (let id = 1; id <= 250; id++) names.nameOf('customers', 'name', id);
    await names.settled();
    expect(client.get).toHaveBeenCalledTimes(Math.ceil(250 / CHUNK));
    expect(names.nameOf('customers', 'name', 250)).toBe('Customer 250');
  });

  it('gives an empty name for a row that is gone, and reads a row again after a live change forgets it', async () => {
    const client = fakeClient();
    const names = createReferenceNames(client);
    names.nameOf('customers', 'name', 999);
    names.nameOf('customers', 'name', 5);
    await names.settled();
    expect(names.nameOf('customers', 'name', 999)).toBe('');
    names.forget('customers', 5);
    expect(names.nameOf('customers', 'name', 5)).toBeUndefined();
    await names.settled();
    expect(client.get).toHaveBeenLastCalledWith('/app/customers?id=5');
    expect(names.nameOf('customers', 'name', 5)).toBe('Customer 5');
  });

  it('asks again at the next draw after a failed call', async () => {
    const client = {
      get: vi
        .fn()
        .mockRejectedValueOnce(new Error('offline'))
        .mockResolvedValue([{ id: 1, name: 'Ada' }]),
    };
    const names = createReferenceNames(client);
    names.nameOf('customers', 'name', 1);
    await names.settled();
    expect(names.nameOf('customers', 'name', 1)).toBeUndefined();
    await names.settled();
    expect(names.nameOf('customers', 'name', 1)).toBe('Ada');
    expect(client.get).toHaveBeenCalledTimes(2);
  });
});

describe('searching a referenced list (a picker’s options)', () => {
  it('asks the list call for the first SEARCH_LIMIT matches of q by name, and keeps the names found', async () => {
    const get = vi.fn(async (_path: string, options?: { query?: Record<string, string | number> }) => {
      const q = String(options?.query?.q ?? '').toLowerCase();
      const items = [...customers.values()].filter((c) => c.name.toLowerCase().includes(q));
      return { items: items.slice(0, Number(options?.query?.pageSize)), total: items.length };
    });
    const names = createReferenceNames({ get });
    const found = await names.search('customers', 'name', ' customer 1 ');
    expect(get).toHaveBeenCalledWith('/app/customers', { query: { page: 1, pageSize: SEARCH_LIMIT, sort: 'name:asc', q: 'customer 1' } });
    expect(found).toHaveLength(SEARCH_LIMIT);
    expect(found[0]).toEqual({ id: 1, name: 'Customer 1' });
    // A chosen option's chip is named at once, without another call.
    expect(names.nameOf('customers', 'name', 1)).toBe('Customer 1');
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('rejects when the call fails, so the picker can say so', async () => {
    const names = createReferenceNames({ get: vi.fn().mockRejectedValue(new Error('offline')) });
    await expect(names.search('customers', 'name', 'x')).rejects.toThrow('offline');
  });
});
