// Invoices on the fake backend (src/mocks/handlers/lists.ts, list-send.ts), with the server's cases
// (src/contract/invoice-cases.ts, which server/lists/invoices.test.ts runs too).
import { afterAll, beforeAll, describe } from 'vitest';
import type { VersionedCall } from '../../contract/children-cases.ts';
import { describeInvoices } from '../../contract/invoice-cases.ts';
import { createTestServer, DEMO_AUTH } from '../node.ts';

const backend = createTestServer();
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

describe('invoices on the fake backend', () => {
  describeInvoices(call);
});
