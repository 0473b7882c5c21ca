import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LIST_SCREENS } from '../../../screens/index.ts';
import orders from '../../../screens/ecommerce/orders.ts';
import attendance from '../../../screens/hr/attendance.ts';
import sellers from '../../../screens/ecommerce/sellers.ts';
import { dialogTitle, nameField } from './title.ts';

const LOCALES = ['en', 'es', 'de', 'fr', 'it', 'ru', 'ja', 'zh', 'ar'] as const;
type Titles = Record<string, { new?: string; edit?: string }>;
const titles = (locale: string): Titles =>
  (JSON.parse(readFileSync(`public/assets/i18n/${locale}.json`, 'utf8')) as { form: { titles: Titles } }).form.titles;

describe('dialog titles', () => {
  it('name a record by its human id, else its title, else its first column', () => {
    expect(nameField(orders.columns)).toBe('orderId');
    expect(nameField(sellers.columns)).toBe('companyName');
    expect(nameField(attendance.columns)).toBe(attendance.columns[0]!.key);
  });

  it('say "new" without a record and carry the record name, isolated for right-to-left text, when editing', () => {
    expect(dialogTitle('order', orders.columns, null)).toEqual({ key: 'form.titles.order.new' });
    const title = dialogTitle('order', orders.columns, { id: 3, orderId: '#ST-10452', customerName: 'Mateo Rossi' });
    expect(title).toEqual({ key: 'form.titles.order.edit', name: '\u2068#ST-10452\u2069' });
  });

  it('fall back to the row id when the naming field is empty', () => {
    expect(dialogTitle('order', orders.columns, { id: 7, orderId: '  ' }).name).toBe('\u2068#7\u2069');
  });

  it.each(LOCALES)('has a new and an edit title of every list entity in %s', (locale) => {
    const all = titles(locale);
    const english = titles('en');
    for (const screen of LIST_SCREENS) {
      const entry = all[screen.entity];
      expect(entry?.new, `${locale} ${screen.entity}`).toBeTruthy();
      expect(entry?.edit, `${locale} ${screen.entity}`).toContain('{{name}}');
      if (locale !== 'en') expect(entry?.new, `${locale} ${screen.entity} is translated`).not.toBe(english[screen.entity]?.new);
    }
  });
});
