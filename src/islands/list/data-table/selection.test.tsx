// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost/"}
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, use, useDeferredValue } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nIsland } from '../../../i18n/react.tsx';
import { MESSAGES } from '../../../i18n/messages.ts';
import { islandSpec } from '../../../screens/define.ts';
import { listScreen } from '../../../screens/index.ts';
import { DataTable, type Row } from './DataTable.tsx';

afterEach(cleanup);

const spec = islandSpec(listScreen('order'));
const order = (id: number): Row => ({
  id,
  orderId: `#ST-${id}`,
  customerName: `Customer ${id}`,
  orderDate: '2026-01-01',
  deliveryDate: '2026-01-05',
  paymentMethod: 'Visa',
  amount: id,
  deliveryStatus: 'Pending',
});
const pageOne = [1, 2, 3].map(order);
const pageTwo = [11, 12, 13].map(order);
/** A promise that never settles: a render that reads it is held back and never shown. */
const never = new Promise<never>(() => {});

/** Holds the render of `rows` back while `hold` is true: the table's rows are rendered, then the render is set aside. */
function HeldBack({ hold }: { hold: boolean }) {
  if (hold) use(never);
  return null;
}

/** The list screen's shape: the table draws a deferred copy of the rows, which React renders in the background. */
function Screen({ rows, holdRows }: { rows: Row[]; holdRows: Row[] | null }) {
  const shown = useDeferredValue(rows);
  return (
    <I18nIsland locale="en" messages={MESSAGES.en}>
      <DataTable spec={spec} title="Orders" rows={shown} loading={false} error={null} onRetry={() => {}} onDelete={async () => {}} />
      <Suspense fallback={null}>
        <HeldBack hold={shown === holdRows} />
      </Suspense>
    </I18nIsland>
  );
}

const box = (code: string) => screen.getAllByRole<HTMLInputElement>('checkbox', { name: `Select ${code}` })[0]!;
const deleteSelected = (count: number) => screen.queryByRole('button', { name: `Delete selected (${count})` });

describe('row selection', () => {
  it("keeps a box ticked on the page the user sees while the next page's rows are being rendered behind it", async () => {
    const { rerender } = render(<Screen rows={pageOne} holdRows={null} />);
    // The next page arrives; its background render reaches the table and is then held back, so page one stays shown.
    await act(async () => rerender(<Screen rows={pageTwo} holdRows={pageTwo} />));
    expect(screen.queryAllByRole('checkbox', { name: 'Select #ST-11' })).toHaveLength(0);
    await act(async () => fireEvent.click(box('#ST-2')));
    expect(box('#ST-2').checked).toBe(true);
    expect(deleteSelected(1)).not.toBeNull();
    // The page's box selects the rows shown, the ones the user saw.
    await act(async () => fireEvent.click(screen.getAllByRole('checkbox', { name: 'Select all rows on this page' })[0]!));
    expect(deleteSelected(3)).not.toBeNull();
    await act(async () => rerender(<Screen rows={pageTwo} holdRows={null} />));
    expect(box('#ST-12').checked).toBe(false);
    expect(deleteSelected(3)).not.toBeNull();
  });
});
