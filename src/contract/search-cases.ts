/**
 * The cases of `GET /app/search` both backends run (server/routes/search.test.ts on PGlite and Postgres,
 * src/mocks/handlers/search.test.ts on the fake backend), over the sample rows each starts with. Test support only.
 */
import { expect, it } from 'vitest';
import type { SearchHit } from './search.ts';

export interface SearchBackend {
  /** A call as the demo administrator. */
  call(method: string, path: string, body?: unknown): Promise<Response>;
  /** A call without a token. */
  anonymous(path: string): Promise<Response>;
}

interface Customer {
  id: number;
  name: string;
  email: string;
  [field: string]: unknown;
}

export function searchCases({ call, anonymous }: SearchBackend): void {
  const search = async (q: string, limit?: number): Promise<SearchHit[]> => {
    const res = await call('GET', `/app/search?q=${encodeURIComponent(q)}${limit === undefined ? '' : `&limit=${limit}`}`);
    expect(res.status).toBe(200);
    return ((await res.json()) as { items: SearchHit[] }).items;
  };
  const first = async <T>(list: string, sort: string): Promise<T> => {
    const res = await call('GET', `/app/${list}?page=1&pageSize=1&sort=${sort}`);
    return ((await res.json()) as { items: T[] }).items[0]!;
  };

  it('finds an order by its number, with or without its "#", first of all hits, titled by its customer', async () => {
    const order = await first<{ id: number; orderId: string; customerName: string }>('order', 'id:asc');
    for (const q of [order.orderId, order.orderId.slice(1).toLowerCase()]) {
      const [hit] = await search(q);
      expect(hit).toEqual({ list: 'order', id: order.id, title: order.customerName, subtitle: order.orderId });
    }
  });

  it('finds a customer by name and by e-mail, the exact match first', async () => {
    const customer = await first<Customer>('customers', 'id:asc');
    expect((await search(customer.email))[0]).toEqual({
      list: 'customers',
      id: customer.id,
      title: customer.name,
      subtitle: customer.email,
    });
    const byName = await search(customer.name, 50);
    expect(byName.findIndex((h) => h.list === 'customers' && h.id === customer.id)).toBeGreaterThanOrEqual(0);
    expect(byName[0]!.title.toLowerCase()).toBe(customer.name.toLowerCase());
  });

  it('ranks an exact match, then a start, then a part, whatever order the rows were made in', async () => {
    const template = await first<Customer>('customers', 'id:asc');
    const { id: _id, version: _version, ...body } = template;
    const made: number[] = [];
    for (const [i, name] of ['Alpha Qzxwv', 'Qzxwv Alpha', 'Qzxwv'].entries()) {
      const res = await call('POST', '/app/customers', { ...body, name, email: `r${i}.qzxwv@example.com` });
      expect(res.status).toBe(200);
      made.push(((await res.json()) as { id: number }).id);
    }
    const hits = (await search('QZXWV')).filter((h) => h.list === 'customers');
    expect(hits.map((h) => h.title)).toEqual(['Qzxwv', 'Qzxwv Alpha', 'Alpha Qzxwv']);
    // A deleted row is found no more.
    expect((await call('DELETE', `/app/customers/${made[2]}`)).status).toBe(200);
    expect((await search('qzxwv')).map((h) => h.title)).not.toContain('Qzxwv');
    for (const id of made.slice(0, 2)) await call('DELETE', `/app/customers/${id}`);
  });

  it('answers at most limit hits; a text under two characters finds nothing', async () => {
    expect((await search('e', 5)).length).toBe(0);
    const hits = await search('an', 3);
    expect(hits.length).toBe(3);
    expect(new Set(hits.map((h) => `${h.list}:${h.id}`)).size).toBe(3);
  });

  it('refuses a bad limit or a text too long with 400, and a call without a token with 401', async () => {
    for (const path of [
      '/app/search?q=ab&limit=0',
      '/app/search?q=ab&limit=51',
      '/app/search?q=ab&limit=x',
      `/app/search?q=${'a'.repeat(201)}`,
    ]) {
      const res = await call('GET', path);
      expect(res.status, path).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/^(limit|q) /);
    }
    expect((await anonymous('/app/search?q=ab')).status).toBe(401);
  });
}

export interface OwnedSearchBackend {
  /** A call as the demo administrator, and as the demo editor. */
  asAdmin(method: string, path: string, body?: unknown): Promise<Response>;
  asEditor(method: string, path: string, body?: unknown): Promise<Response>;
}

/**
 * With the events declared owned (their `numberRegistered` standing for the owner's id, by the test's mocked registry):
 * the search finds an account's own events only, an administrator's search included.
 */
export function ownedSearchCases({ asAdmin, asEditor }: OwnedSearchBackend): void {
  const found = async (call: OwnedSearchBackend['asAdmin'], q: string) => {
    const res = await call('GET', `/app/search?q=${encodeURIComponent(q)}&limit=50`);
    expect(res.status).toBe(200);
    return ((await res.json()) as { items: SearchHit[] }).items.filter((h) => h.list === 'event');
  };

  it("finds an owned row for its owner only, and none of the others' rows", async () => {
    const event = {
      eventName: 'Qzxwv planning',
      startDate: '2026-12-01',
      endDate: '2026-12-02',
      total: 500,
      status: 'Draft',
      numberRegistered: 0,
    };
    const made = await asEditor('POST', '/app/event', event);
    expect(made.status).toBe(200);
    const { id } = (await made.json()) as { id: number };
    expect((await found(asEditor, 'qzxwv')).map((h) => h.id)).toEqual([id]);
    expect(await found(asAdmin, 'qzxwv')).toEqual([]);
    // No sample event is the administrator's (their owners are 2 and above, not its id): a text three of their names
    // hold (collection, running, training) finds none of them.
    expect(await found(asAdmin, 'in')).toEqual([]);
  });
}
