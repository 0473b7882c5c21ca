import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { digest } from '../auth/tokens.ts';
import { apiKeys } from '../db/tables.ts';
import { createTestServer, jsonInit, signIn, START_TIMEOUT, TEST_DRIVER, type TestServer } from '../test-server.ts';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await createTestServer({ app: { limits: { settings: { callsPerApiKey: { limit: 5, windowMs: 60_000 } } } } });
  admin = await signIn(server);
}, START_TIMEOUT);
afterAll(() => server.close());

async function makeKey(body: Record<string, unknown>): Promise<{ id: number; key: string; prefix: string }> {
  const res = await server.request('/users/me/api-keys', jsonInit('POST', body, admin));
  expect(res.status).toBe(201);
  return (await res.json()) as { id: number; key: string; prefix: string };
}

const withKey = (path: string, key: string) => server.request(path, { headers: { Authorization: `Bearer ${key}` } });

describe(`API keys on the reference server (${TEST_DRIVER})`, () => {
  it('keeps only the digest of a key, and shows its prefix', async () => {
    const made = await makeKey({ name: 'digest', permissions: ['order.read'] });
    const [row] = await server.database.db.select().from(apiKeys).where(eq(apiKeys.id, made.id));
    expect(row!.secretHash).toBe(digest(made.key));
    expect(JSON.stringify(row)).not.toContain(made.key);
    expect(made.prefix).toMatch(/^sk_.{8}$/);
    expect(made.key.startsWith(made.prefix)).toBe(true);
  });

  it('refuses an expired key with 401', async () => {
    const made = await makeKey({ name: 'expiring', permissions: ['order.read'], expiresInDays: 30 });
    expect((await withKey('/app/order', made.key)).status).toBe(200);
    await server.database.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, made.id));
    expect((await withKey('/app/order', made.key)).status).toBe(401);
  });

  it('notes the last use at most once a minute', async () => {
    const made = await makeKey({ name: 'used', permissions: ['order.read'] });
    await withKey('/app/order', made.key);
    const read = async () => (await server.database.db.select().from(apiKeys).where(eq(apiKeys.id, made.id)))[0]!;
    const first = await read();
    expect(first.lastUsedAt).not.toBeNull();
    expect(first.lastUsedIp).toBeTruthy();
    await withKey('/app/order', made.key);
    expect((await read()).lastUsedAt).toEqual(first.lastUsedAt);
    const list = (await (await server.request('/users/me/api-keys', jsonInit('GET', undefined, admin))).json()) as {
      id: number;
      lastUsedAt: string;
    }[];
    expect(list.find((key) => key.id === made.id)!.lastUsedAt).toBe(first.lastUsedAt!.toISOString());
  });

  it('limits the calls of each key (429 with Retry-After), not of the others', async () => {
    const busy = await makeKey({ name: 'busy', permissions: ['order.read'] });
    const calm = await makeKey({ name: 'calm', permissions: ['order.read'] });
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await withKey('/app/order?page=1&pageSize=1', busy.key)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = await withKey('/app/order?page=1&pageSize=1', busy.key);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await withKey('/app/order?page=1&pageSize=1', calm.key)).status).toBe(200);
  });

  it('tells a session token that starts with sk_ from a key (by its length)', async () => {
    expect((await withKey('/app/order', `sk_${'a'.repeat(40)}`)).status).toBe(401);
  });
});

describe("the README's curl with a key", () => {
  it('reads orders from the reference server when the key is put in it', async () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const block = /<!-- api-key-curl:start -->\s*```sh\n(.+)\n```/.exec(readme)?.[1];
    const match = /^curl -H "Authorization: Bearer sk_…" "http:\/\/127\.0\.0\.1:8787(\/app\/[^"]+)"$/.exec(block ?? '');
    expect(match, block).not.toBeNull();
    const made = await makeKey({ name: 'readme', permissions: ['order.read'] });
    const res = await withKey(match![1]!, made.key);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { items: unknown[] }).items.length).toBeGreaterThan(0);
  });
});
