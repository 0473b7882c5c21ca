// Child rows on the fake backend (src/mocks/handlers/children.ts), with the server's cases
// (src/contract/children-cases.ts, which server/lists/children.test.ts runs too). No shipped list declares children: the
// test gives the notes `lines` through the registry every backend module reads.
import { afterAll, beforeAll, describe, vi } from 'vitest';
import { describeChildRows, type VersionedCall } from '../../contract/children-cases.ts';
import { auditPageSchema } from '../../schemas/audit.ts';
import { FakeLive } from '../live.ts';
import { createTestServer, DEMO_AUTH } from '../node.ts';

vi.mock('../../resources/registry.gen.ts', async (importOriginal) => {
  const { ALL_RESOURCES } = await importOriginal<typeof import('../../resources/registry.gen.ts')>();
  const { NOTE_LINES } = await import('../../contract/children-cases.ts');
  return { ALL_RESOURCES: ALL_RESOURCES.map((r) => (r.list === 'notes' ? { ...r, children: { lines: NOTE_LINES } } : r)) };
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
});
