// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { I18nIsland } from '../../i18n/react.tsx';
import { MESSAGES } from '../../i18n/messages.ts';
import { childListsOf, type DialogValues } from '../list/form-dialog/children.ts';
import { InvoiceFormExtras, typedLines } from './InvoiceFormTotals.tsx';

const lines = childListsOf('invoices', 'invoices');
const line = (key: string, values: Record<string, string>) => ({ key, values: { description: 'x', productId: '', ...values } });
const typed: DialogValues = {
  currency: 'EUR',
  lines: [
    line('a', { quantity: '2', unitPrice: '45000', taxRate: '20', discountRate: '0' }),
    line('b', { quantity: '12.5', unitPrice: '9000', taxRate: '20', discountRate: '10' }),
    line('c', { quantity: '', unitPrice: '100', taxRate: '0', discountRate: '' }), // not a whole line yet
  ],
};

afterEach(cleanup);

describe('an invoice’s totals as its lines are typed', () => {
  it('sums the whole lines by the money rules, leaving out a line still being typed', () => {
    expect(typedLines(lines[0]!, typed)).toHaveLength(2);
  });

  it('shows subtotal, discount, tax and total in the currency typed, and why a sent invoice is not saved', () => {
    const { container } = render(
      <I18nIsland locale="en" messages={MESSAGES.en}>
        <InvoiceFormExtras childLists={lines} values={typed} row={{ id: 1, status: 'sent' }} />
      </I18nIsland>,
    );
    // 900.00 + 1,125.00 = 2,025.00; 112.50 off; 20 % of 1,912.50 = 382.50; total 2,295.00.
    expect(container.querySelector('[data-form-totals]')?.textContent).toBe('Subtotal€2,025.00Discount-€112.50Tax€382.50Total€2,295.00');
    expect(container.querySelector('[data-locked-note]')?.textContent).toContain('void it and issue a new one');
  });
});
