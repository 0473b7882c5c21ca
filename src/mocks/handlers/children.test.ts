// Child rows on the fake backend (src/mocks/handlers/children.ts), with the server's cases
// (src/contract/children-cases.ts, which server/lists/children.test.ts runs too). No shipped list declares children: the
// test gives the notes `lines` through the registry every backend module reads.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { describeChildRows, type VersionedCall } from '../../contract/children-cases.ts';
import { auditPageSchema } from '../../schemas/audit.ts';
import { DEMO_ACCOUNTS } from '../../resources/samples/demo-accounts.ts';
import { FakeLive } from '../live.ts';
import { createTestServer, DEMO_AUTH } from '../node.ts';

vi.mock('../../resources/registry.gen.ts', async (importOriginal) => {
  const { ALL_RESOURCES } = await importOriginal<typeof import('../../resources/registry.gen.ts')>();
  const { NOTE_LINES } = await import('../../contract/children-cases.ts');
  // The events, owned as in src/mocks/ownership.test.ts (numberRegistered standing for the owner's id), get lines too.
  const owned = { owner: { field: 'numberRegistered' }, children: { lines: NOTE_LINES } };
  return {
    ALL_RESOURCES: ALL_RESOURCES.map((r) =>
      r.list === 'notes' ? { ...r, children: { lines: NOTE_LINES } } : r.list === 'event' ? { ...r, ...owned } : r,
    ),
  };
});

const backend = createTestServer();
const published = vi.spyOn(FakeLive.prototype, 'publish');
beforeAll(() => backend.server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => backend.server.close());

const call: VersionedCall = async (method, path, body, ifMatch) => {
  const res = await fetch(`http://localhost${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...DEMO_AUTH, ...(ifMatch === undefined ? {} : { 'If-Match': `"${ifMatch}"` }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, etag: res.headers.get('ETag') };
};

describe('child rows on the fake backend', () => {
  describeChildRows(call, {
    entries: async (id) =>
      auditPageSchema
        .parse((await call('GET', `/app/audit?resource=notes&recordId=${id}&pageSize=100`)).body)
        .items.toReversed()
        .map(({ action, changes }) => ({ action, changes })),
    events: async (id) =>
      published.mock.calls.flatMap(([change]) => (change.resource === 'notes' && change.rowId === id ? [change.action] : [])),
  });

  it('of an owned row are read and written through their row only: to another account, all 404, nothing changed', async () => {
    const { email, password } = DEMO_ACCOUNTS.editor;
    const signedIn = await fetch('http://localhost/users/authenticate', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const other = { Authorization: `Bearer ${((await signedIn.json()) as { token: string }).token}` };
    const event = { eventName: 'Owned with lines', startDate: '2026-12-01', endDate: '2026-12-02', total: 5, status: 'Draft' };
    const created = await call('POST', '/app/event', { ...event, numberRegistered: 0, lines: [{ label: 'a', quantity: 1 }] });
    expect(created.status).toBe(200);
    const row = created.body as { id: number };
    const asOther = async (method: string, body?: unknown) =>
      (
        await fetch(`http://localhost/app/event/${row.id}`, {
          method,
          headers: { 'Content-Type': 'application/json', ...other },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        })
      ).status;
    expect([await asOther('GET'), await asOther('PUT', { ...row, lines: [] }), await asOther('DELETE')]).toEqual([404, 404, 404]);
    expect((await call('GET', `/app/event/${row.id}`)).body).toEqual(row);
  });
});
