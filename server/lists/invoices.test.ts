// Invoices on the reference server (server/routes/lists.ts, list-send.ts, server/lists/send.ts) on PGlite, and on
// Postgres where DATABASE_URL is set: the cases both backends run (src/contract/invoice-cases.ts), 50 sends at once
// among them, then the counter's row the sends share.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VersionedCall } from '../../src/contract/children-cases.ts';
import { createInvoice, describeInvoices } from '../../src/contract/invoice-cases.ts';
import { createTestServer, jsonInit, signIn, START_TIMEOUT, TEST_DRIVER, type TestServer } from '../test-server.ts';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await createTestServer();
  token = await signIn(server);
}, START_TIMEOUT);
afterAll(() => server.close());

const call: VersionedCall = async (method, path, body, ifMatch) => {
  const init = jsonInit(method, body, token);
  if (ifMatch !== undefined) init.headers = { ...(init.headers as Record<string, string>), 'If-Match': `"${ifMatch}"` };
  const res = await server.request(path, init);
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, etag: res.headers.get('ETag') };
};

describe(`invoices on ${TEST_DRIVER}`, () => {
  describeInvoices(call);

  it("a send that fails after taking its number gives it back: the year's next send takes it", async () => {
    const year = { issueDate: '2035-02-01', dueDate: '2035-03-01' };
    const first = await createInvoice(call, year);
    expect((await call('POST', `/app/invoices/${first.id}/send`)).body.number).toBe('INV-2035-0001');
    const failing = await createInvoice(call, year);
    // The row refuses the update after the counter moved: the send's transaction is rolled back whole.
    await server.database.session((s) =>
      s.exec(`alter table list_invoices add constraint no_sent_${failing.id} check (id <> ${failing.id} or status = 'draft')`),
    );
    expect((await call('POST', `/app/invoices/${failing.id}/send`)).status).toBe(500);
    await server.database.session((s) => s.exec(`alter table list_invoices drop constraint no_sent_${failing.id}`));
    expect((await call('GET', `/app/invoices/${failing.id}`)).body).toMatchObject({ status: 'draft', number: null, version: 1 });
    const next = await createInvoice(call, year);
    expect((await call('POST', `/app/invoices/${next.id}/send`)).body.number).toBe('INV-2035-0002');
  });
});
