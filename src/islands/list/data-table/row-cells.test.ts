import { describe, expect, it } from 'vitest';
import { formattersFor, rowCellText } from './format.ts';
import type { ColumnSpec } from '../../../screens/list-spec.ts';

const enumLabel = (_: string, value: string) => value;
const total: ColumnSpec = { key: 'total', kind: 'minorMoney', currencyKey: 'currency' };
const customer: ColumnSpec = { key: 'customerId', kind: 'reference', reference: { list: 'customers', field: 'name' } };

describe('cells that read their row', () => {
  it("formats minor units in each row's own currency and locale", () => {
    const en = formattersFor('en-US');
    expect(rowCellText({ total: 123456, currency: 'EUR' }, total, en, enumLabel)).toBe('€1,234.56');
    expect(rowCellText({ total: 123456, currency: 'JPY' }, total, en, enumLabel)).toBe('¥123,456');
    expect(rowCellText({ total: 1234567, currency: 'BHD' }, total, en, enumLabel)).toMatch(/^BHD\s1,234\.567$/);
    expect(rowCellText({ total: -1999, currency: 'USD' }, total, en, enumLabel)).toBe('-$19.99');
    expect(rowCellText({ total: 123456, currency: 'EUR' }, total, formattersFor('de-DE'), enumLabel)).toBe('1.234,56\u00a0€');
  });

  it('keeps the currency left-to-right in Arabic', () => {
    const text = rowCellText({ total: 500, currency: 'USD' }, total, formattersFor('ar'), enumLabel);
    expect(text).toContain('\u2066US$\u2069');
  });

  it('shows a bare number without a currency, and the value as written when it is not whole', () => {
    const en = formattersFor('en-US');
    expect(rowCellText({ total: 1500, currency: '' }, total, en, enumLabel)).toBe('1,500');
    expect(rowCellText({ total: 'n/a', currency: 'USD' }, total, en, enumLabel)).toBe('n/a');
  });

  it('shows the name of the row a reference names, and its id while that is read or when it is gone', () => {
    const en = formattersFor('en-US');
    const names = new Map([[7, 'Ada Park']]);
    const nameOf = (list: string, field: string, id: number) => (list === 'customers' && field === 'name' ? names.get(id) : undefined);
    expect(rowCellText({ customerId: 7 }, customer, en, enumLabel, nameOf)).toBe('Ada Park');
    expect(rowCellText({ customerId: 8 }, customer, en, enumLabel, nameOf)).toBe('#8');
    expect(rowCellText({ customerId: 7 }, customer, en, enumLabel)).toBe('#7');
  });
});
