import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEYS_KEY } from '../api-keys.ts';
import { FAKE_LIMITS } from '../limits.ts';
import { createTestServer, DEMO_AUTH } from '../node.ts';

let clock = Date.now();
const backend = createTestServer({ now: () => clock });
beforeAll(() => backend.server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => backend.server.close());

const BASE = 'http://localhost';
const call = (path: string, init: RequestInit & { key?: string } = {}) =>
  fetch(`${BASE}${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...(init.key ? { Authorization: `Bearer ${init.key}` } : DEMO_AUTH) },
  });

async function makeKey(body: Record<string, unknown>): Promise<{ id: number; key: string; prefix: string }> {
  const res = await call('/users/me/api-keys', { method: 'POST', body: JSON.stringify(body) });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: number; key: string; prefix: string };
}

describe('fake backend: API keys', () => {
  it('keeps only the digest of a key in its state', async () => {
    const made = await makeKey({ name: 'digest', permissions: ['order.read'] });
    expect(made.prefix).toMatch(/^sk_.{8}$/);
    expect(JSON.stringify(backend.db.read(API_KEYS_KEY))).not.toContain(made.key);
  });

  it('refuses a key once it has expired', async () => {
    const made = await makeKey({ name: 'expiring', permissions: ['order.read'], expiresInDays: 30 });
    expect((await call('/app/order?page=1&pageSize=1', { key: made.key })).status).toBe(200);
    clock += 31 * 86_400_000;
    expect((await call('/app/order?page=1&pageSize=1', { key: made.key })).status).toBe(401);
  });

  it('notes the last use at most once a minute', async () => {
    const made = await makeKey({ name: 'used', permissions: ['order.read'] });
    const lastUsed = async () =>
      ((await (await call('/users/me/api-keys')).json()) as { id: number; lastUsedAt: string | null; lastUsedIp: string | null }[]).find(
        (key) => key.id === made.id,
      )!;
    await call('/app/order?page=1&pageSize=1', { key: made.key });
    const first = await lastUsed();
    expect(first.lastUsedAt).toBe(new Date(clock).toISOString());
    expect(first.lastUsedIp).toBeTruthy();
    clock += 30_000;
    await call('/app/order?page=1&pageSize=1', { key: made.key });
    expect((await lastUsed()).lastUsedAt).toBe(first.lastUsedAt);
    clock += 31_000;
    await call('/app/order?page=1&pageSize=1', { key: made.key });
    expect((await lastUsed()).lastUsedAt).toBe(new Date(clock).toISOString());
  });

  it('names the key in the audit entry of a write made with it, and its revocation', async () => {
    const made = await makeKey({ name: 'writer', permissions: ['holidays.create'] });
    const body = JSON.stringify({ day: 'Monday', date: '2026-06-01', holidayName: 'Key day', type: 'Observance' });
    expect((await call('/app/holidays', { method: 'POST', body, key: made.key })).status).toBeLessThan(300);
    expect((await call(`/users/me/api-keys/${made.id}`, { method: 'DELETE' })).status).toBe(204);
    const trail = (await (await call('/app/audit?page=1&pageSize=2')).json()) as {
      items: { action: string; apiKeyId?: number; apiKeyName?: string }[];
    };
    const [revoked, created] = trail.items;
    expect(created).toMatchObject({ action: 'create', apiKeyId: made.id, apiKeyName: 'writer' });
    expect(revoked!.action).toBe('api_key_revoke');
    expect(revoked!.apiKeyName).toBeUndefined();
  });

  it('limits the calls of each key as the server does (429 with Retry-After past its calls of the minute)', async () => {
    const busy = await makeKey({ name: 'busy', permissions: ['department.read'] });
    const calm = await makeKey({ name: 'calm', permissions: ['department.read'] });
    const { limit } = FAKE_LIMITS.callsPerApiKey;
    for (let i = 0; i < limit; i++) expect((await call('/app/department/1', { key: busy.key })).status).toBe(200);
    const refused = await call('/app/department/1', { key: busy.key });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await call('/app/department/1', { key: calm.key })).status).toBe(200);
  });
});
