// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost/apps/invoices/"}
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nIsland } from '../../../i18n/react.tsx';
import { MESSAGES } from '../../../i18n/messages.ts';
import { islandSpec } from '../../../screens/define.ts';
import { listScreen } from '../../../screens/index.ts';
import { referenceNames } from '../../../stores/reference-names.ts';
import type { PageRequest } from '../../../stores/list-paging.ts';
import { DataTable, type Row } from './DataTable.tsx';
import type { ServerPaging } from './server-paging.ts';
import { SEARCH_DELAY_MS } from './ReferencePicker.tsx';

const spec = islandSpec(listScreen('invoices'));
const invoice = (id: number, customerId: number): Row => ({
  id,
  number: `INV-${id}`,
  customerId,
  issueDate: '2026-11-01',
  dueDate: '2026-12-01',
  total: 1000 * id,
  balance: 0,
  currency: 'EUR',
  status: 'Paid',
});
const rows = [invoice(1, 3), invoice(2, 4), invoice(3, 3)];
const NAMES: Record<number, string> = { 3: 'Dubois Sport SARL', 4: 'Nordic Outfitters' };

beforeEach(() => {
  vi.spyOn(referenceNames, 'nameOf').mockImplementation((_list, _field, id) => NAMES[id]);
  window.history.replaceState(null, '', '/apps/invoices/?customerId=3&q=');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Table({ server }: { server?: ServerPaging }) {
  return (
    <I18nIsland locale="en" messages={MESSAGES.en}>
      <DataTable spec={spec} title="Invoices" rows={rows} loading={false} error={null} onRetry={() => {}} {...(server ? { server } : {})} />
    </I18nIsland>
  );
}

const shownNumbers = () => [...new Set(screen.queryAllByText(/^INV-\d+$/).map((e) => e.textContent))].sort();

describe('a list filtered by a reference field from its address', () => {
  it('shows only that customer’s rows with a chip naming them, and the chip’s button clears the filter', async () => {
    expect(spec.referenceFilters).toEqual([{ key: 'customerId', reference: { list: 'customers', field: 'name' } }]);
    await act(async () => render(<Table />));
    expect(shownNumbers()).toEqual(['INV-1', 'INV-3']);
    const clear = screen.getByRole('button', { name: 'Remove the filter Customer: Dubois Sport SARL' });
    expect(screen.getByText('Customer: Dubois Sport SARL')).toBeTruthy();
    await act(async () => fireEvent.click(clear));
    expect(shownNumbers()).toEqual(['INV-1', 'INV-2', 'INV-3']);
    expect(new URLSearchParams(window.location.search).has('customerId')).toBe(false);
    expect(screen.queryByRole('button', { name: /Remove the filter/ })).toBeNull();
  });

  it('asks a backend-paged list for the filtered page, and again without the filter once cleared', async () => {
    const asked: PageRequest[] = [];
    const server: ServerPaging = { total: 2, listTotal: 3, request: (request) => asked.push(request) };
    await act(async () => render(<Table server={server} />));
    // Only the address's view is asked for: a first page of the defaults would show every customer's rows meanwhile.
    expect(asked.map((request) => request.filters)).toEqual([{ customerId: '3' }]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Remove the filter/ })));
    expect(asked.at(-1)?.filters).toEqual({});
  });
});

describe('the reference filter’s picker', () => {
  const PICKER = 'Filter by Customer';
  const picker = () => within(document.querySelector<HTMLElement>('[data-reference-picker="customerId"]')!);
  const CUSTOMERS = [
    { id: 4, name: 'Nordic Outfitters' },
    { id: 7, name: 'Nord Bikes' },
  ];

  beforeEach(() => window.history.replaceState(null, '', '/apps/invoices/'));

  async function openPicker() {
    const search = vi
      .spyOn(referenceNames, 'search')
      .mockImplementation(async (_list, _field, q) => CUSTOMERS.filter((c) => c.name.toLowerCase().includes(q.toLowerCase())));
    await act(async () => render(<Table />));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: PICKER })));
    const input = screen.getByRole('combobox', { name: 'Search Customer' });
    return { search, input };
  }
  const settle = () => act(async () => vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS + 10));

  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('searches the customers as one types and sets the filter by keyboard: the chip names the customer', async () => {
    const { search, input } = await openPicker();
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(picker().getByRole('status').textContent).toBe('Loading…');
    await settle();
    expect(search).toHaveBeenLastCalledWith('customers', 'name', '', expect.any(AbortSignal));
    await act(async () => fireEvent.change(input, { target: { value: 'nord' } }));
    await act(async () => fireEvent.change(input, { target: { value: 'nord b' } }));
    await settle();
    // Debounced: the letters typed within the pause send one search.
    expect(search.mock.calls.map((call) => call[2])).toEqual(['', 'nord b']);
    expect(
      picker()
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Nord Bikes']);

    await act(async () => fireEvent.change(input, { target: { value: 'nord' } }));
    await settle();
    const listbox = screen.getByRole('listbox');
    expect(input.getAttribute('aria-controls')).toBe(listbox.id);
    await act(async () => fireEvent.keyDown(input, { key: 'ArrowDown' }));
    const chosen = picker().getByRole('option', { selected: true });
    expect(chosen.textContent).toBe('Nord Bikes');
    expect(input.getAttribute('aria-activedescendant')).toBe(chosen.id);
    await act(async () => fireEvent.keyDown(input, { key: 'Enter' }));

    expect(new URLSearchParams(window.location.search).get('customerId')).toBe('7');
    expect(picker().queryByRole('combobox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove the filter Customer: #7' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: PICKER }));
  });

  it('says when nothing matches or the list cannot be read, and Esc closes without choosing', async () => {
    const { search, input } = await openPicker();
    await act(async () => fireEvent.change(input, { target: { value: 'zzz' } }));
    await settle();
    expect(picker().getByRole('status').textContent).toBe('No match');
    search.mockRejectedValue(new Error('offline'));
    await act(async () => fireEvent.change(input, { target: { value: 'nor' } }));
    await settle();
    expect(picker().getByRole('status').textContent).toBe('The list could not be loaded. Type to try again.');
    await act(async () => fireEvent.keyDown(input, { key: 'Escape' }));
    expect(picker().queryByRole('combobox')).toBeNull();
    expect(window.location.search).toBe('');
  });

  it('chooses with a click too, and the backend-paged list asks for that customer’s page', async () => {
    const asked: PageRequest[] = [];
    vi.spyOn(referenceNames, 'search').mockResolvedValue(CUSTOMERS);
    await act(async () => render(<Table server={{ total: 1, listTotal: 3, request: (request) => asked.push(request) }} />));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: PICKER })));
    await settle();
    await act(async () => fireEvent.click(picker().getByRole('option', { name: 'Nordic Outfitters' })));
    expect(asked.at(-1)?.filters).toEqual({ customerId: '4' });
  });
});
