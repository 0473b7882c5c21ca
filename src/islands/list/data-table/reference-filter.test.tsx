// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost/apps/invoices/"}
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nIsland } from '../../../i18n/react.tsx';
import { MESSAGES } from '../../../i18n/messages.ts';
import { islandSpec } from '../../../screens/define.ts';
import { listScreen } from '../../../screens/index.ts';
import { referenceNames } from '../../../stores/reference-names.ts';
import type { PageRequest } from '../../../stores/list-paging.ts';
import { DataTable, type Row } from './DataTable.tsx';
import type { ServerPaging } from './server-paging.ts';

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
    expect(asked.at(-1)?.filters).toEqual({ customerId: '3' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Remove the filter/ })));
    expect(asked.at(-1)?.filters).toEqual({});
  });
});
