// Invoices on the fake backend (src/mocks/handlers/lists.ts, list-send.ts), with the server's cases
// (src/contract/invoice-cases.ts, which server/lists/invoices.test.ts runs too).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VersionedCall } from '../../contract/children-cases.ts';
import { describeInvoices } from '../../contract/invoice-cases.ts';
import { createTestServer, DEMO_AUTH } from '../node.ts';
import type { DemoMail } from '../demo-mail.ts';
import { sentInvoice } from '../../contract/invoice-cases.ts';

const mails: DemoMail[] = [];
const backend = createTestServer({ onMail: (mail) => mails.push(mail) });
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

describe('a sent invoice e-mailed on the fake backend', () => {
  it("shows in the page's demo mailbox: to the customer's address, its number in the subject, a link to its page, its PDF attached by the server's name", async () => {
    const customer = (await call('GET', '/app/customers/1')).body as { email: string };
    const before = mails.length;
    const sent = await sentInvoice(call, { issueDate: '2036-01-10', dueDate: '2036-02-10' });
    expect(mails.slice(before)).toEqual([
      {
        kind: 'invoiceSent',
        to: customer.email,
        params: { number: sent.number },
        link: `http://localhost/apps/invoices/invoice/?id=${sent.id}`,
        attachment: { name: `${String(sent.number)}.pdf`, invoicePdf: sent.id },
      },
    ]);
  });
});

describe('overdue invoices on the fake backend', () => {
  it('a sent invoice whose due date passes reads overdue from the next read on, in the list and one row', async () => {
    const sent = await sentInvoice(call, { issueDate: '2037-01-10', dueDate: '2037-02-10' });
    expect(sent.status).toBe('sent');
    // The days pass: its due date is moved into the past behind the API's back, as time would.
    const rows = backend.db.list('invoices')!;
    backend.db.setList(
      'invoices',
      rows.map((row) => (row.id === sent.id ? { ...row, dueDate: '2020-02-10' } : row)),
    );
    const listed = (await call('GET', '/app/invoices?status=overdue')).body as unknown as { id: number }[];
    expect(listed.map((row) => row.id)).toContain(sent.id);
    expect((await call('GET', `/app/invoices/${sent.id}`)).body).toMatchObject({ status: 'overdue' });
  });
});
