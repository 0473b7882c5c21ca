import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../src/schemas/audit.ts';
import { auditLog, users } from '../db/tables.ts';
import { createTestServer, jsonInit, signIn, START_TIMEOUT, type TestServer } from '../test-server.ts';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await createTestServer();
  // The trail is read by a role with `audit.read`: the demo account administers.
  await server.database.db.update(users).set({ role: 'admin' }).where(eq(users.email, 'admin@stride.dev'));
  token = await signIn(server);
}, START_TIMEOUT);
afterAll(() => server.close());

const call = (method: string, path: string, body?: unknown, as = token) => server.request(path, jsonInit(method, body, as));
const auditCount = async () => (await server.database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(auditLog))[0]!.n;
const lastEntries = async (n: number) => (await server.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(n)).reverse();
/** Runs a call and answers the audit rows it appended. */
async function appended(work: () => Promise<Response>): Promise<{ res: Response; rows: (typeof auditLog.$inferSelect)[] }> {
  const before = await auditCount();
  const res = await work();
  const n = (await auditCount()) - before;
  return { res, rows: n > 0 ? await lastEntries(n) : [] };
}

const order = {
  orderId: '#ST-77777',
  orderDate: '2026-11-01',
  deliveryDate: '2026-11-05',
  customerId: 1,
  customerName: 'Ada Lovelace',
  paymentMethod: 'COD',
  amount: 42.5,
  deliveryStatus: 'New',
};

describe('every write of a list row appends exactly one audit entry', () => {
  let id: number;

  it('create: every field, before null', async () => {
    const { res, rows } = await appended(() => call('POST', '/app/order', order));
    expect(res.status).toBe(200);
    id = ((await res.json()) as { id: number }).id;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'create', resource: 'order', recordId: id, actorId: 1, actorEmail: 'admin@stride.dev' });
    expect(rows[0]!.changes).toEqual(Object.entries(order).map(([field, after]) => ({ field, before: null, after })));
  });

  it('update: only the changed fields, before -> after', async () => {
    const { res, rows } = await appended(() => call('PUT', `/app/order/${id}`, { ...order, id, amount: 50, deliveryStatus: 'Delivered' }));
    expect(res.status).toBe(200);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'update', resource: 'order', recordId: id });
    expect(rows[0]!.changes).toEqual([
      { field: 'amount', before: 42.5, after: 50 },
      { field: 'deliveryStatus', before: 'New', after: 'Delivered' },
    ]);
  });

  it('delete: every field as it was, after null', async () => {
    const { res, rows } = await appended(() => call('DELETE', `/app/order/${id}`));
    expect(res.status).toBe(200);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'delete', resource: 'order', recordId: id });
    expect(rows[0]!.changes).toContainEqual({ field: 'amount', before: 50, after: null });
  });

  it('a refused write (bad body, unknown id, no token) appends nothing', async () => {
    for (const work of [
      () => call('POST', '/app/order', { ...order, amount: -1 }),
      () => call('PUT', '/app/order/999999', { ...order, id: 999999 }),
      () => call('DELETE', `/app/order/${id}`),
      () => server.request('/app/order', jsonInit('POST', order)),
    ]) {
      const { res, rows } = await appended(work);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(rows).toEqual([]);
    }
  });
});

describe('the entry is written in the change’s transaction', () => {
  const exec = (statement: string) => server.database.session((s) => s.exec(statement));

  it('a change the database refuses leaves no audit entry', async () => {
    await exec(`create function refuse_boom() returns trigger language plpgsql as $$
      begin if new."customerName" = 'Boom' then raise exception 'refused'; end if; return new; end $$;
      create trigger refuse_boom before update on list_order for each row execute function refuse_boom();`);
    try {
      const [current] = (await (await call('GET', '/app/order')).json()) as (typeof order & { id: number })[];
      const { res, rows } = await appended(() => call('PUT', `/app/order/${current!.id}`, { ...current, customerName: 'Boom' }));
      expect(res.status).toBe(500);
      expect(rows).toEqual([]);
    } finally {
      await exec('drop trigger refuse_boom on list_order; drop function refuse_boom();');
    }
  });

  it('an audit entry that cannot be written undoes the change', async () => {
    await exec(`create function refuse_audit() returns trigger language plpgsql as $$ begin raise exception 'no audit'; end $$;
      create trigger refuse_audit before insert on audit_log for each row execute function refuse_audit();`);
    try {
      const [current] = (await (await call('GET', '/app/order')).json()) as { id: number; customerName: string }[];
      const res = await call('PUT', `/app/order/${current!.id}`, { ...current, customerName: 'Never saved' });
      expect(res.status).toBe(500);
      const [after] = (await (await call('GET', '/app/order')).json()) as { customerName: string }[];
      expect(after!.customerName).toBe(current!.customerName);
    } finally {
      await exec('drop trigger refuse_audit on audit_log; drop function refuse_audit();');
    }
  });
});

describe('the calendar', () => {
  const event = { id: 800_001, title: 'Audit review', start: '2026-11-20', allDay: true, className: 'event-primary' };

  it('audits add, move and delete with their diffs', async () => {
    const added = await appended(() => call('POST', '/app/calendar', event));
    expect(added.res.status).toBe(200);
    expect(added.rows).toHaveLength(1);
    expect(added.rows[0]).toMatchObject({ action: 'create', resource: 'calendar', recordId: event.id });
    const moved = await appended(() => call('PUT', '/app/calendar', { ...event, start: '2026-11-21' }));
    expect(moved.rows.map((r) => r.changes)).toEqual([[{ field: 'start', before: '2026-11-20', after: '2026-11-21' }]]);
    const deleted = await appended(() => call('DELETE', '/app/calendar', { id: event.id }));
    expect(deleted.rows).toHaveLength(1);
    expect(deleted.rows[0]).toMatchObject({ action: 'delete', recordId: event.id });
    expect((await appended(() => call('DELETE', '/app/calendar', { id: event.id }))).rows).toEqual([]);
  });
});

describe('account events', () => {
  const account = { email: 'audit-someone@example.com', username: 'audit_someone', password: 'audit-pass-123' };
  let someoneToken: string;
  let someoneId: number;

  it('registration, sign-in, a failed sign-in and sign-out, never with a password', async () => {
    const registered = await appended(() => call('POST', '/users/register', account, ''));
    expect(registered.rows).toHaveLength(1);
    someoneId = registered.rows[0]!.recordId!;
    expect(registered.rows[0]).toMatchObject({ action: 'register', resource: 'users', actorId: someoneId, actorEmail: account.email });
    expect(registered.rows[0]!.changes).toEqual([
      { field: 'email', before: null, after: account.email },
      { field: 'username', before: null, after: account.username },
    ]);

    const failed = await appended(() => call('POST', '/users/authenticate', { email: account.email, password: 'wrong-one-1' }, ''));
    expect(failed.rows).toHaveLength(1);
    expect(failed.rows[0]).toMatchObject({ action: 'sign_in_failed', actorId: null, actorEmail: account.email, recordId: someoneId });

    const signedIn = await appended(() => call('POST', '/users/authenticate', { email: account.email, password: account.password }, ''));
    someoneToken = ((await signedIn.res.json()) as { token: string }).token;
    expect(signedIn.rows).toHaveLength(1);
    expect(signedIn.rows[0]).toMatchObject({ action: 'sign_in', actorId: someoneId, recordId: someoneId });

    const all = JSON.stringify(await server.database.db.select().from(auditLog));
    expect(all).not.toContain(account.password);
    expect(all).not.toContain(someoneToken);
  });

  it('a profile change (the changed fields) and a password change (that it changed, nothing more)', async () => {
    const me = (await (await call('GET', '/users/me', undefined, someoneToken)).json()) as Record<string, unknown>;
    const { email, username, lastName, preferences } = me;
    const profile = await appended(() =>
      call('PUT', '/users/me', { email, username, firstName: 'Ada', lastName, preferences }, someoneToken),
    );
    expect(profile.rows).toHaveLength(1);
    expect(profile.rows[0]).toMatchObject({ action: 'account_update', actorId: someoneId });
    expect(profile.rows[0]!.changes).toEqual([{ field: 'firstName', before: '', after: 'Ada' }]);

    const newPassword = 'another-pass-456';
    const body = { currentPassword: account.password, newPassword };
    const changed = await appended(() => call('POST', '/users/me/password', body, someoneToken));
    expect(changed.res.status).toBe(204);
    expect(changed.rows).toHaveLength(1);
    expect(changed.rows[0]).toMatchObject({ action: 'password_change', actorId: someoneId, changes: [] });
    expect(JSON.stringify(changed.rows)).not.toContain(newPassword);
  });

  it('a role change and a deactivation by an administrator, before -> after', async () => {
    const promoted = await appended(() => call('PATCH', `/users/${someoneId}`, { role: 'editor' }));
    expect(promoted.res.status).toBe(200);
    expect(promoted.rows).toHaveLength(1);
    expect(promoted.rows[0]).toMatchObject({ action: 'role_change', actorId: 1, recordId: someoneId });
    expect(promoted.rows[0]!.changes).toEqual([{ field: 'role', before: 'viewer', after: 'editor' }]);
    const ownRole = await appended(() => call('PATCH', '/users/1', { role: 'viewer' }));
    expect(ownRole.res.status).toBeGreaterThanOrEqual(400);
    expect(ownRole.rows).toEqual([]);
  });

  it('sign-out, then the deletion of the account, which the trail still names', async () => {
    const out = await appended(() => call('POST', '/users/logout', undefined, someoneToken));
    expect(out.rows[0]).toMatchObject({ action: 'sign_out', actorId: someoneId });
    const deleted = await appended(() => call('DELETE', `/users/${someoneId}`));
    expect(deleted.rows).toHaveLength(1);
    expect(deleted.rows[0]).toMatchObject({ action: 'account_delete', actorId: 1, recordId: someoneId });
    expect(deleted.rows[0]!.changes).toContainEqual({ field: 'email', before: account.email, after: null });
    const page = (await (await call('GET', `/app/audit?resource=users&recordId=${someoneId}&pageSize=100`)).json()) as {
      items: AuditEntry[];
    };
    expect(page.items.map((e) => e.action)).toEqual([
      'account_delete',
      'sign_out',
      'role_change',
      'password_change',
      'account_update',
      'sign_in',
      'sign_in_failed',
      'register',
    ]);
    expect(page.items.find((e) => e.action === 'sign_in')!.actorEmail).toBe(account.email);
  });
});

describe('GET /app/audit', () => {
  const page = async (query: string, as = token) => {
    const res = await call('GET', `/app/audit${query}`, undefined, as);
    return { status: res.status, body: (await res.json()) as { items: AuditEntry[]; total: number; message?: string } };
  };

  it('answers { items, total }, newest first, one page at a time', async () => {
    const all = await page('?pageSize=100');
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(await auditCount());
    const ids = all.body.items.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = await page('?page=2&pageSize=3');
    expect(second.body.items).toEqual(all.body.items.slice(3, 6));
    expect(second.body.total).toBe(all.body.total);
  });

  it('filters by actor (part of the e-mail, any case), resource, record, action and time', async () => {
    const byActor = await page('?actor=AUDIT-SOME&pageSize=100');
    expect(byActor.body.items.length).toBeGreaterThan(0);
    expect(byActor.body.items.every((e) => e.actorEmail === 'audit-someone@example.com')).toBe(true);
    const updates = await page('?resource=order&action=update&pageSize=100');
    expect(updates.body.items.length).toBeGreaterThan(0);
    expect(updates.body.items.every((e) => e.resource === 'order' && e.action === 'update')).toBe(true);
    expect(updates.body.total).toBe(updates.body.items.length);
    const newest = (await page('?pageSize=1')).body.items[0]!;
    expect((await page(`?from=${encodeURIComponent(newest.at)}`)).body.items.map((e) => e.id)).toContain(newest.id);
    expect((await page(`?to=${encodeURIComponent(newest.at)}&pageSize=100`)).body.items.map((e) => e.id)).not.toContain(newest.id);
    expect((await page('?to=2000-01-01T00:00:00Z')).body).toEqual({ items: [], total: 0 });
    expect((await page('?actor=%25')).body.total).toBe(0);
  });

  it.each([
    ['page=0', /page must be/],
    ['pageSize=101', /pageSize must be/],
    ['resource=secrets', /resource must be/],
    ['recordId=3', /recordId needs resource/],
    ['resource=order&recordId=x', /recordId must be/],
    ['action=drop', /action must be/],
    ['from=yesterday', /from must be/],
    ['from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z', /from must not be after to/],
  ])('?%s answers 400 with a message', async (query, message) => {
    const { status, body } = await page(`?${query}`);
    expect(status).toBe(400);
    expect(body.message).toMatch(message);
  });

  it('answers 403 to a role without audit.read, 401 without a token, and has no route that changes the trail', async () => {
    const stranger = { email: 'audit-viewer@example.com', username: 'audit_viewer', password: 'viewer-pass-123' };
    await call('POST', '/users/register', stranger, '');
    const viewer = await signIn(server, stranger.email, stranger.password);
    expect((await page('', viewer)).status).toBe(403);
    expect((await server.request('/app/audit')).status).toBe(401);
    for (const method of ['POST', 'PUT', 'DELETE']) expect((await call(method, '/app/audit', {})).status).not.toBe(200);
    expect((await call('DELETE', '/app/audit/1')).status).not.toBe(200);
  });
});
