// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { I18nIsland } from '../../i18n/react.tsx';
import { MESSAGES } from '../../i18n/messages.ts';
import { childFieldIssues, childListsOf, fromChildValues, toChildValues, type DialogValues } from '../list/form-dialog/children.ts';
import { InvoiceFormExtras, typedLines } from './InvoiceFormTotals.tsx';

const lines = childListsOf('invoices', 'invoices');
const line = (key: string, values: Record<string, string>) => ({ key, values: { description: 'x', productId: '', ...values } });
const typed: DialogValues = {
  currency: 'EUR',
  lines: [
    line('a', { quantity: '2', unitPrice: '450', taxRate: '20', discountRate: '0' }),
    line('b', { quantity: '12.5', unitPrice: '90,00', taxRate: '20', discountRate: '10' }),
    line('c', { quantity: '', unitPrice: '1.00', taxRate: '0', discountRate: '' }), // not a whole line yet
  ],
};

afterEach(cleanup);

describe('an invoice line’s unit price, declared in minor units of the invoice’s currency', () => {
  const list = lines[0]!;
  const priced = (unitPrice: string) => [line('a', { quantity: '1', unitPrice, taxRate: '0', discountRate: '0' })];

  it('is a text input of a decimal amount', () => {
    expect(list.fields.find((f) => f.key === 'unitPrice')).toMatchObject({
      control: 'text',
      format: { kind: 'minorUnits', currencyKey: 'currency' },
    });
  });

  it('goes to the backend as exact minor units in the currency typed, a decimal comma or point', () => {
    const price = (unitPrice: string, currency: string) => fromChildValues(list, priced(unitPrice), { currency })[0]?.unitPrice;
    expect([price('19.99', 'EUR'), price('19,99', 'EUR'), price('1999', 'JPY'), price('1.234', 'BHD'), price('-5.00', 'EUR')]).toEqual([
      1999, 1999, 1999, 1234, -500,
    ]);
    expect(price('1.999', 'EUR')).toBe('1.999'); // kept as typed: the schema refuses it, nothing is rounded
  });

  it('is shown in the invoice’s currency and the locale’s decimal mark', () => {
    const row = { id: 1, currency: 'EUR', lines: [{ id: 7, description: 'x', quantity: 1, unitPrice: 1999, taxRate: 0, discountRate: 0 }] };
    expect(toChildValues(list, row, 'de-DE')[0]?.values.unitPrice).toBe('19,99');
    expect(toChildValues(list, { ...row, currency: 'JPY' }, 'en-US')[0]?.values.unitPrice).toBe('1999');
  });

  it('says why a price is refused: more decimals than the currency has, or not a number', () => {
    const issue = (unitPrice: string, currency: string) => childFieldIssues(list, priced(unitPrice), { currency }).get('0.unitPrice');
    const params = (unitPrice: string, currency: string) => {
      const found = issue(unitPrice, currency);
      return found?.code === 'custom' ? found.params : undefined;
    };
    expect(params('1.999', 'EUR')).toEqual({ messageKey: 'form.errors.tooManyDecimals', count: 2 });
    expect(params('12.5', 'JPY')).toEqual({ messageKey: 'form.errors.tooManyDecimals', count: 0 });
    expect(params('12 EUR', 'EUR')).toEqual({ messageKey: 'form.errors.notAnAmount' });
    expect(issue('19,99', 'EUR')).toBeUndefined();
    expect(issue('', 'EUR')?.code).toBe('invalid_type'); // blank: required, as any field
  });
});

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
