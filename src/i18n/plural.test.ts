import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';
import { INTL_TAGS } from './locales.ts';
import { createTranslator, pluralTemplates } from './translator.ts';
import { pickPluralForm, pluralSuffixes } from './plural.ts';

const COUNTS = [0, 1, 2, 5, 21, 101];
const cartIn = (locale: 'en' | 'ru' | 'ar') => {
  const t = createTranslator(locale, MESSAGES[locale]);
  return COUNTS.map((count) => t('shell.cart', { count }));
};

describe('plural forms from the message files', () => {
  it('English: one for 1, other for the rest', () => {
    expect(cartIn('en')).toEqual(['Cart: 0 items', 'Cart: 1 item', 'Cart: 2 items', 'Cart: 5 items', 'Cart: 21 items', 'Cart: 101 items']);
    const t = createTranslator('en', MESSAGES.en);
    expect(t('ecommerce.starsUp', { count: 1 })).toBe('1 star & up');
    expect(t('ecommerce.rated', { value: '4.5', count: 1 })).toBe('Rated 4.5 out of 5 from 1 rating');
    expect(t('table.showing', { shown: '1', count: 1 })).toBe('Showing 1 of 1 Result');
    expect(t('table.showing', { shown: '10', count: 1234 })).toBe('Showing 10 of 1,234 Results');
  });

  it('Russian: one (1, 21, 101), few (2), many (0, 5)', () => {
    expect(cartIn('ru')).toEqual([
      'Корзина: 0 товаров',
      'Корзина: 1 товар',
      'Корзина: 2 товара',
      'Корзина: 5 товаров',
      'Корзина: 21 товар',
      'Корзина: 101 товар',
    ]);
  });

  it('Arabic: zero, one, two, few (3–10), many (11–99), other (100–102)', () => {
    expect(cartIn('ar')).toEqual([
      'السلة فارغة',
      'السلة: عنصر واحد',
      'السلة: عنصران',
      'السلة: 5 عناصر',
      'السلة: 21 عنصرًا',
      'السلة: 101 عنصر',
    ]);
    const t = createTranslator('ar', MESSAGES.ar);
    expect(t('shell.cart', { count: 3 })).toBe('السلة: 3 عناصر');
    expect(t('shell.cart', { count: 11 })).toBe('السلة: 11 عنصرًا');
    expect(t('shell.cart', { count: 100 })).toBe('السلة: 100 عنصر');
  });

  it('Japanese and Chinese have one form for every count', () => {
    const ja = createTranslator('ja', MESSAGES.ja);
    expect(COUNTS.map((count) => ja('shell.cart', { count }))).toEqual(COUNTS.map((n) => `カート: ${n} 点`));
  });
});

describe('the plural machinery', () => {
  const messages = { item_zero: 'none', item_one: 'one {{count}}', item_other: '{{count}} many', plain: '{{count}} plain' };

  it('uses _zero for 0 when present, as i18next does, even where the language has no zero category', () => {
    const t = createTranslator('en', messages);
    expect([0, 1, 7].map((count) => t('item', { count }))).toEqual(['none', 'one 1', '7 many']);
  });

  it('falls back to _other, then to the plain key; a count given as text picks no form', () => {
    const ru = createTranslator('ru', { item_other: '{{count}} x' });
    expect(ru('item', { count: 3 })).toBe('3 x');
    const t = createTranslator('en', messages);
    expect(t('plain', { count: 2 })).toBe('2 plain');
    expect(t('item', { count: '2' })).toBe('item');
  });

  it('prints the count with the locale’s grouping', () => {
    expect(createTranslator('de', messages)('item', { count: 12345 })).toBe('12.345 many');
  });

  it('orders the suffixes to try: zero first for 0, then the category, then other', () => {
    expect(pluralSuffixes('ru', 0)).toEqual(['zero', 'many', 'other']);
    expect(pluralSuffixes('ar', 0)).toEqual(['zero', 'other']);
    expect(pluralSuffixes('en', 1)).toEqual(['one', 'other']);
  });

  it('hands scripts the forms as data, and picks among them in the browser the same way', () => {
    const t = createTranslator('ru', MESSAGES.ru);
    const forms = pluralTemplates(t, 'shell.cart');
    expect(Object.keys(forms).sort()).toEqual(['few', 'many', 'one', 'other']);
    expect(pickPluralForm(forms, INTL_TAGS.ru, 22)).toBe('Корзина: {{count}} товара');
  });
});
