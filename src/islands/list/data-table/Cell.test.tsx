// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { I18nIsland } from '../../../i18n/react.tsx';
import { MESSAGES } from '../../../i18n/messages.ts';
import { Cell } from './Cell.tsx';
import { formattersFor } from './format.ts';
import type { CellKind, ColumnSpec, Row } from '../../../screens/list-spec.ts';

const row: Row = {
  id: 1,
  name: 'Harbor & Co.',
  address: '221 Baker Street, Tbilisi, Georgia',
  code: 'ST-10234',
  email: 'mei.chen@stride.dev',
  phone: '+1 (555) 200-1000',
  total: 1234.5,
  date: '2026-11-10',
  status: 'Delivered',
  count: 12,
};

/** Renders one cell of `row` in Arabic and returns its element. */
function cell(key: string, kind: CellKind): HTMLElement {
  const column: ColumnSpec = { key, kind, ...(kind === 'status' ? { enumName: 'deliveryStatus' } : {}) };
  const { container } = render(
    <I18nIsland locale="ar" messages={MESSAGES.ar}>
      <div data-cell>
        <Cell row={row} column={column} f={formattersFor('ar-EG')} enumLabel={(_, v) => v} />
      </div>
    </I18nIsland>,
  );
  return container.querySelector<HTMLElement>('[data-cell]')!;
}

/** True when `text` sits in an element that sets its own direction: <bdi>, or dir="auto"/"ltr". */
function isolated(root: HTMLElement, text: string): boolean {
  const holders = [...root.querySelectorAll<HTMLElement>('bdi, [dir]')];
  return holders.some((el) => el.textContent?.includes(text) && (el.tagName === 'BDI' || ['auto', 'ltr'].includes(el.dir)));
}

afterEach(cleanup);

describe('Cell: every data value has its own direction in a right-to-left page', () => {
  it.each<[string, CellKind, string]>([
    ['name', 'title', 'Harbor & Co.'],
    ['address', 'text', '221 Baker Street, Tbilisi, Georgia'],
    ['code', 'code', 'ST-10234'],
    ['email', 'email', 'mei.chen@stride.dev'],
    ['phone', 'phone', '+1 (555) 200-1000'],
    ['status', 'status', 'Delivered'],
  ])('%s (%s)', (key, kind, text) => {
    const el = cell(key, kind);
    expect(el.textContent).toContain(text);
    expect(isolated(el, text)).toBe(true);
  });

  it.each<[string, CellKind]>([
    ['total', 'money'],
    ['date', 'date'],
    ['count', 'number'],
  ])('%s (%s) is formatted and isolated', (key, kind) => {
    const el = cell(key, kind);
    const text = el.textContent ?? '';
    expect(text.length).toBeGreaterThan(0);
    expect(isolated(el, text)).toBe(true);
  });
});

describe('Cell: an e-mail address', () => {
  it('may wrap only after its @ or before a dot, with the whole address as its text and link', () => {
    const el = cell('email', 'email');
    const link = el.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('mailto:mei.chen@stride.dev');
    expect(link.textContent).toBe('mei.chen@stride.dev');
    const pieces = [...link.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent);
    expect(pieces).toEqual(['mei', '.chen@', 'stride', '.dev']);
    expect(link.querySelectorAll('wbr')).toHaveLength(3);
  });
});

describe('cells of the invoices', () => {
  const invoice: Row = { id: 12, number: null, customerId: 3, total: 123456, currency: 'EUR' };
  const draw = (column: ColumnSpec, locale: 'en' | 'ar' = 'en') =>
    render(
      <I18nIsland locale={locale} messages={MESSAGES[locale]}>
        <div data-cell>
          <Cell row={invoice} column={column} f={formattersFor(locale === 'ar' ? 'ar' : 'en-US')} enumLabel={(_, v) => v} />
        </div>
      </I18nIsland>,
    ).container.querySelector<HTMLElement>('[data-cell]')!;

  it('links a code to the row’s own page in the page’s locale, saying "Draft" while it has none', () => {
    const column: ColumnSpec = { key: 'number', kind: 'code', link: 'apps/invoices/invoice/?id={id}', emptyLabel: 'invoicePage.draft' };
    expect(draw(column).querySelector('a')?.getAttribute('href')).toBe('/apps/invoices/invoice/?id=12');
    expect(draw(column).textContent).toBe('Draft');
    expect(draw(column, 'ar').querySelector('a')?.getAttribute('href')).toBe('/ar/apps/invoices/invoice/?id=12');
  });

  it('shows minor units in the row’s currency, and a reference by its id until its name is read', () => {
    expect(draw({ key: 'total', kind: 'minorMoney', currencyKey: 'currency' }).textContent).toBe('€1,234.56');
    const reference = draw({ key: 'customerId', kind: 'reference', reference: { list: 'customers', field: 'name' } });
    expect(reference.textContent).toBe('#3');
  });
});
