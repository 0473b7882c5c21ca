// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost/dashboard/"}
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { signInAsDemo } from '../../../api/demo-session.ts';
import { createTestServer } from '../../../mocks/node.ts';
// The build's translations, handed to every island as the module loads (as during the build).
import '../../../i18n/messages.ts';
import { I18nIsland } from '../../../i18n/react.tsx';
import type { SearchItem } from '../SearchPalette.tsx';
import SearchDialog from './SearchDialog.tsx';

const navigate = vi.hoisted(() => vi.fn());
vi.mock('astro:transitions/client', () => ({ navigate }));

/** The palette's records group over the fake backend's GET /app/search. */

const { server, db } = createTestServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  signInAsDemo();
  navigate.mockClear();
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

const ITEMS: SearchItem[] = [
  { id: 'orders', href: '/apps/ecommerce/orders/', label: 'Orders', group: 'E-commerce', icon: 'order', list: 'order' },
  { id: 'salary', href: '/apps/hr/salary/', label: 'Salary', group: 'HR', icon: 'wallet', list: 'salary' },
];
const open = () =>
  render(
    <I18nIsland locale="en">
      <SearchDialog items={ITEMS} onClose={() => undefined} />
    </I18nIsland>,
  );
const type = (text: string) => fireEvent.change(screen.getByRole('combobox'), { target: { value: text } });

describe('the search palette', () => {
  it('finds an order by its number in a records group, active first when no screen matches; Enter opens its page', async () => {
    const order = db.list('order')![0]!;
    open();
    type(order.orderId);
    const records = await screen.findByRole('group', { name: 'Records' });
    const option = within(records).getAllByRole('option')[0]!;
    expect(option.textContent).toContain(order.orderId);
    expect(option.textContent).toContain('Orders');
    expect(screen.queryByRole('group', { name: 'Screens' })).toBeNull();
    expect(option.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Enter' });
    expect(navigate).toHaveBeenCalledWith(`/apps/ecommerce/orders/view/?id=${order.id}`);
  });

  it('keeps the screens in their own group, and says when no record matches', async () => {
    open();
    type('salary');
    expect(within(screen.getByRole('group', { name: 'Screens' })).getAllByRole('option')).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('No record matches “salary”.'));
  });

  it('says so when the records cannot be searched, and the screens stay', async () => {
    server.use(http.get('http://localhost/app/search', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    open();
    type('sal');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Records could not be searched.'), { timeout: 5000 });
    expect(within(screen.getByRole('group', { name: 'Screens' })).getAllByRole('option')).toHaveLength(1);
  });
});
