// Invoices on the reference server (server/routes/lists.ts, list-send.ts, server/lists/send.ts) on PGlite, and on
// Postgres where DATABASE_URL is set: the cases both backends run (src/contract/invoice-cases.ts), 50 sends at once
// among them, then the counter's row the sends share.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VersionedCall } from '../../src/contract/children-cases.ts';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInvoice, describeInvoices, sentInvoice } from '../../src/contract/invoice-cases.ts';
import { parseEml } from '../mail/eml.ts';
import { invoicePdfLanguage } from '../../src/invoices/pdf/language.ts';
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

describe(`overdue invoices on ${TEST_DRIVER}`, () => {
  it('a sent invoice whose due date passes reads overdue from the next read on, in the list, a page and one row', async () => {
    const sent = await sentInvoice(call, { issueDate: '2037-01-10', dueDate: '2037-02-10' });
    expect(sent.status).toBe('sent');
    // The days pass: its due date is moved into the past behind the API's back, as time would.
    await server.database.session((s) => s.exec(`update list_invoices set "dueDate" = '2020-02-10' where id = ${sent.id}`));
    const page = await call('GET', '/app/invoices?status=overdue&page=1&pageSize=500');
    expect((page.body.items as { id: number; status: string }[]).find((row) => row.id === sent.id)?.status).toBe('overdue');
    const read = await call('GET', `/app/invoices/${sent.id}`);
    expect(read.body).toMatchObject({ status: 'overdue' });
    // The refresh is a change of the row: its version moved on.
    expect(Number(read.body.version)).toBeGreaterThan(Number(sent.version));
  });
});

describe(`a sent invoice e-mailed on ${TEST_DRIVER}`, () => {
  it("goes to the customer's address in the language of the customer's country, with its PDF attached", async () => {
    const customer = (await call('GET', '/app/customers/1')).body as { email: string; country: string; name: string };
    const before = new Set(readdirSync(server.outbox));
    const sent = await sentInvoice(call, { issueDate: '2036-01-10', dueDate: '2036-02-10' });
    const written = readdirSync(server.outbox).filter((file) => file.endsWith('.eml') && !before.has(file));
    expect(written).toHaveLength(1);
    const raw = readFileSync(join(server.outbox, written[0]!), 'utf8');
    const mail = parseEml(raw);
    expect(mail.to).toBe(customer.email);
    const lang = invoicePdfLanguage(undefined, customer.country);
    const words = JSON.parse(readFileSync(new URL(`../../public/assets/i18n/${lang}.json`, import.meta.url), 'utf8')) as {
      mail: { invoiceSent: { subject: string } };
    };
    expect(mail.subject).toBe(words.mail.invoiceSent.subject.replace('{{number}}', String(sent.number)));
    expect(mail.text).toContain(customer.name);
    // The attachment: a PDF named after the number, whose bytes start as a PDF does.
    const part = new RegExp(`Content-Type: application/pdf; name=${String(sent.number)}\\.pdf[\\s\\S]*?\\n\\n([A-Za-z0-9+/=\\n]+)`).exec(
      raw,
    );
    expect(part, 'no PDF part').not.toBeNull();
    expect(Buffer.from(part![1]!.replace(/\n/g, ''), 'base64').subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
