import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditPageSchema, type AuditEntry } from '../../schemas/audit.ts';
import { SAMPLE_ROWS as SAMPLE } from '../../resources/samples/rows.ts';
import { defaultSettings } from '../../schemas/theme-settings.ts';
import { FakeAudit, MAX_FAKE_AUDIT_ENTRIES } from '../audit.ts';
import { DEMO_USER, FakeDb } from '../db.ts';
import { createTestServer, DEMO_AUTH } from '../node.ts';

const { server, db } = createTestServer();
const call = async (method: string, path: string, body?: unknown, auth: Record<string, string> = DEMO_AUTH) => {
  const res = await fetch(`http://localhost${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...auth },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : undefined };
};
const setRole = (role: string) =>
  db.setAccountExtras(DEMO_USER.id, {
    role,
    status: 'active',
    createdAt: '2025-09-01T09:00:00.000Z',
    preferences: { language: 'en', theme: defaultSettings(), notifications: { email: true, push: false, weeklyDigest: true } },
  });
const trail = async (query = '') => auditPageSchema.parse((await call('GET', `/app/audit${query}`)).body);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  // The trail is read by a role with `audit.read`.
  setRole('admin');
});
afterAll(() => server.close());

describe('the fake backend keeps the audit trail', () => {
  const order = SAMPLE.order[0]!;

  it('records a list row’s update with the changed fields only, by the signed-in account', async () => {
    expect((await call('PUT', `/app/order/${order.id}`, { ...order, amount: order.amount + 1 })).status).toBe(200);
    const [entry] = (await trail('?resource=order&recordId=' + order.id)).items;
    expect(entry).toMatchObject({
      action: 'update',
      resource: 'order',
      recordId: order.id,
      actorId: DEMO_USER.id,
      actorEmail: DEMO_USER.email,
    });
    expect(entry!.changes).toEqual([{ field: 'amount', before: order.amount, after: order.amount + 1 }]);
  });

  it('records create and delete, and nothing for a refused write', async () => {
    const { id: _id, ...sample } = order;
    // A reference of its own: a second row with the sample's one is refused (409).
    const input = { ...sample, orderId: '#ST-99101' };
    const created = (await call('POST', '/app/order', input)).body as { id: number };
    expect((await call('DELETE', `/app/order/${created.id}`)).status).toBe(200);
    expect((await call('DELETE', `/app/order/${created.id}`)).status).toBe(404);
    expect((await call('POST', '/app/order', { ...input, amount: -1 })).status).toBe(400);
    const { items } = await trail(`?resource=order&recordId=${created.id}`);
    expect(items.map((e) => e.action)).toEqual(['delete', 'create']);
    expect(items[1]!.changes.every((c) => c.before === null)).toBe(true);
    expect(items[0]!.changes.every((c) => c.after === null)).toBe(true);
  });

  it('records a failed sign-in with the address tried, and a sign-in', async () => {
    await call('POST', '/users/authenticate', { email: DEMO_USER.email, password: 'not-it-123' }, {});
    await call('POST', '/users/authenticate', { email: DEMO_USER.email, password: DEMO_USER.password }, {});
    const { items } = await trail('?resource=users&pageSize=2');
    expect(items.map((e) => [e.action, e.actorId, e.actorEmail])).toEqual([
      ['sign_in', DEMO_USER.id, DEMO_USER.email],
      ['sign_in_failed', null, DEMO_USER.email],
    ]);
    expect(JSON.stringify(db.read('audit'))).not.toContain(DEMO_USER.password);
  });

  it('answers pages newest first with the filters and 400s of the contract', async () => {
    const all = await trail('?pageSize=100');
    expect(all.total).toBe(all.items.length);
    const ids = all.items.map((e: AuditEntry) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await trail('?page=2&pageSize=1')).items).toEqual(all.items.slice(1, 2));
    expect((await trail('?action=sign_in&actor=ADMIN@')).items.every((e) => e.action === 'sign_in')).toBe(true);
    expect((await trail('?to=2000-01-01T00:00:00Z')).total).toBe(0);
    expect((await call('GET', '/app/audit?action=drop')).status).toBe(400);
    expect((await call('GET', '/app/audit?recordId=1')).status).toBe(400);
  });

  it('records a role change with the role and status only, not the account’s other settings', async () => {
    const other = db.allUsers().find((u) => u.id !== DEMO_USER.id)!;
    db.setAccountExtras(other.id, {
      role: 'viewer',
      status: 'active',
      createdAt: '2025-09-02T09:00:00.000Z',
      preferences: { language: 'fr', theme: defaultSettings(), notifications: { email: false, push: false, weeklyDigest: false } },
    });
    expect((await call('PATCH', `/users/${other.id}`, { role: 'editor' })).status).toBe(200);
    const [entry] = (await trail(`?resource=users&action=role_change&recordId=${other.id}`)).items;
    expect(entry!.changes).toEqual([{ field: 'role', before: 'viewer', after: 'editor' }]);
  });

  it('keeps the newest entries only', () => {
    const audit = new FakeAudit(new FakeDb());
    for (let i = 0; i < MAX_FAKE_AUDIT_ENTRIES + 5; i++) audit.record({ actorId: null, action: 'sign_in_failed', resource: 'users' });
    const kept = audit.all();
    expect(kept).toHaveLength(MAX_FAKE_AUDIT_ENTRIES);
    expect(kept[0]!.id).toBe(6);
    expect(kept.at(-1)!.id).toBe(MAX_FAKE_AUDIT_ENTRIES + 5);
  });

  it('answers 403 to a role without audit.read', async () => {
    setRole('viewer');
    expect((await call('GET', '/app/audit')).status).toBe(403);
  });
});
