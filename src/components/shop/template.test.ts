import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../i18n/translator.ts';
import { messageTemplate } from './template.ts';

describe('messageTemplate', () => {
  it('keeps every placeholder for the browser to fill in', () => {
    const t = createTranslator('en', { cart: { added: '{{product}} added. Items in cart: {{count}}.' } });
    expect(messageTemplate(t, 'cart.added')).toBe('{{product}} added. Items in cart: {{count}}.');
  });

  it('leaves normal interpolation working afterwards', () => {
    const t = createTranslator('en', { cart: { count: 'Items in cart: {{count}}' } });
    messageTemplate(t, 'cart.count');
    expect(t('cart.count', { count: 2 })).toBe('Items in cart: 2');
  });
});
