// GET /app/invoices/{id}/pdf on the fake backend (invoice-pdf.ts), with the cases the server runs too
// (src/contract/invoice-pdf-cases.ts).
import { afterAll, beforeAll, describe } from 'vitest';
import type { VersionedCall } from '../../contract/children-cases.ts';
import { describeInvoicePdf, type RawGet } from '../../contract/invoice-pdf-cases.ts';
import { createTestServer, DEMO_AUTH } from '../node.ts';

const backend = createTestServer();
beforeAll(() => backend.server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => backend.server.close());

const get: RawGet = (path, signedIn = true) => fetch(`http://localhost${path}`, { headers: signedIn ? DEMO_AUTH : {} });

const call: VersionedCall = async (method, path, body) => {
  const res = await fetch(`http://localhost${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...DEMO_AUTH },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, etag: res.headers.get('ETag') };
};

describe('invoice PDF on the fake backend', () => {
  describeInvoicePdf(get, call);
});
