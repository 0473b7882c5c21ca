// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost/apps/ecommerce/orders/view/"}
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { signInAsDemo } from '../../api/demo-session.ts';
import { createTestServer } from '../../mocks/node.ts';
// The build's translations, handed to every island as the module loads (as during the build).
// A build-time translator (not a React hook, whatever its name): the page computes its spec with it.
import { useTranslations as buildTranslator } from '../../i18n/messages.ts';
import { SCREEN_DEFINITIONS } from '../../screens/index.ts';
import { isListBacked, type ScreenDefinition } from '../../screens/define.ts';
import { recordPageSpec } from '../../screens/record-page.ts';
import { deliverChange } from '../../stores/live-changes.ts';
import RecordPage from './RecordPage.tsx';
import { idFromAddress } from './use-record.ts';

/** A record's page on the fake backend: its fields, its references both ways, its history and its states. */

const { server, db } = createTestServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => signInAsDemo());
afterEach(cleanup);
afterAll(() => server.close());

const t = buildTranslator('en');
const pageOf = (id: string) => {
  const found = (SCREEN_DEFINITIONS as readonly ScreenDefinition[]).filter(isListBacked).find((s) => s.id === id)!;
  return recordPageSpec(found, SCREEN_DEFINITIONS, 'en', t);
};
const open = (path: string, id: number | string) => window.history.replaceState(null, '', `${path}?id=${id}`);

describe('the id in the address', () => {
  it('is a whole number from 1, else none', () => {
    expect(idFromAddress('?id=12')).toBe(12);
    for (const bad of ['', '?id=', '?id=0', '?id=-3', '?id=1.5', '?id=abc']) expect(idFromAddress(bad), bad).toBeNull();
  });
});

describe('a record page', () => {
  it("shows an order's fields as its list does, its customer as a link to the customer's page, and its history", async () => {
    const order = db.list('order')![0]!;
    const customer = db.list('customers')!.find((c) => c.id === order.customerId)!;
    open('/apps/ecommerce/orders/view/', order.id);
    render(<RecordPage locale="en" page={pageOf('orders')} />);
    expect(await screen.findByTestId('record-title')).toHaveProperty('textContent', order.customerName);
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText(order.orderId)).toBeTruthy();
    const link = await within(details).findByRole('link', { name: customer.name });
    expect(link.getAttribute('href')).toBe(`/apps/ecommerce/customers/view/?id=${customer.id}`);
    expect(screen.getByRole('region', { name: 'History' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Orders' }).getAttribute('href')).toBe('/apps/ecommerce/orders/');
  });

  it('lists the rows that name a customer, each linked to its page, with how many there are', async () => {
    const customer = db.list('customers')![0]!;
    const orders = db.list('order')!.filter((o) => o.customerId === customer.id);
    expect(orders.length).toBeGreaterThan(0);
    open('/apps/ecommerce/customers/view/', customer.id);
    render(<RecordPage locale="en" page={pageOf('customers')} />);
    const section = await screen.findByRole('region', { name: `Orders (${orders.length})` });
    const links = within(section).getAllByRole('link');
    expect(links.length).toBe(Math.min(orders.length, 10));
    expect(links.every((a) => /^\/apps\/ecommerce\/orders\/view\/\?id=\d+$/.test(a.getAttribute('href')!))).toBe(true);
  });

  it("shows a note's rich text as its words, without its tags", async () => {
    const note = db.list('notes')![0]!;
    note.description = '<p>Plan the <strong>spring</strong> launch &amp; the <em>stock</em></p><ul><li>shoes</li></ul>';
    open('/apps/notes/view/', note.id);
    render(<RecordPage locale="en" page={pageOf('notes')} />);
    const details = await screen.findByRole('region', { name: 'Details' });
    expect(within(details).getByText('Plan the spring launch & the stock shoes')).toBeTruthy();
    expect(details.innerHTML).not.toContain('&lt;p&gt;');
  });

  it('says "not found" for an id no row has, or none', async () => {
    for (const id of ['999999', 'x']) {
      open('/apps/ecommerce/customers/view/', id);
      render(<RecordPage locale="en" page={pageOf('customers')} />);
      const alert = await screen.findByRole('alert');
      expect(alert.getAttribute('data-status')).toBe('404');
      expect(within(alert).getByText('Record not found')).toBeTruthy();
      cleanup();
    }
  });

  it('keeps a record deleted while open on screen, marked deleted, without its Edit button', async () => {
    const customer = db.list('customers')![1]!;
    open('/apps/ecommerce/customers/view/', customer.id);
    render(<RecordPage locale="en" page={pageOf('customers')} />);
    await screen.findByRole('button', { name: 'Edit' });
    act(() =>
      deliverChange({
        id: 1,
        at: new Date().toISOString(),
        userId: 2,
        userName: 'Ed',
        resource: 'customers',
        action: 'delete',
        rowId: customer.id,
        version: null,
      }),
    );
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/just been deleted/));
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });
});
