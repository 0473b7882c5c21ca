import { describe, expect, it } from 'vitest';
import { createTranslator, mergeMessages, type Messages } from './translator.ts';

const messages: Messages = {
  cart: { count: 'Items in cart: {{count}}', added: '{{product}} added. Items in cart: {{count}}.' },
  greet: { spaced: 'Hello {{ name }}, again {{name}}!', unescaped: 'Hi {{- name}}', twice: '{{a}} and {{b}}' },
  shell: { cart: 'Cart ({{count}})' },
  empty: '',
  deep: { a: { b: { c: 'Deep' } } },
};
const t = createTranslator('en', messages);

describe('createTranslator', () => {
  it('finds nested dot keys at any depth', () => {
    expect(t('deep.a.b.c')).toBe('Deep');
  });

  it('fills placeholders, with or without spaces inside the braces', () => {
    expect(t('cart.count', { count: 3 })).toBe('Items in cart: 3');
    expect(t('greet.spaced', { name: 'Ann' })).toBe('Hello Ann, again Ann!');
    expect(t('greet.unescaped', { name: 'Bo' })).toBe('Hi Bo');
  });

  it('inserts values as text: no escaping, no $-patterns, no second round of interpolation', () => {
    expect(t('cart.count', { count: '<b>&' })).toBe('Items in cart: <b>&');
    expect(t('cart.count', { count: '$& $1' })).toBe('Items in cart: $& $1');
    expect(t('greet.twice', { a: '{{b}}', b: 'B' })).toBe('{{b}} and B');
  });

  it('keeps a placeholder whose value was never passed, and prints nothing for undefined or null (as i18next)', () => {
    expect(t('cart.added', { product: 'Lamp' })).toBe('Lamp added. Items in cart: {{count}}.');
    expect(t('cart.count')).toBe('Items in cart: {{count}}');
    expect(t('cart.count', { count: undefined })).toBe('Items in cart: ');
    expect(t('cart.count', { count: null })).toBe('Items in cart: ');
    expect(t('cart.count', { count: 0 })).toBe('Items in cart: 0');
  });

  it('takes values from `replace` alone when it is given', () => {
    expect(t('shell.cart', { replace: { count: '{count}' } })).toBe('Cart ({count})');
    expect(t('cart.added', { replace: { product: 'Lamp' }, count: 2 })).toBe('Lamp added. Items in cart: .');
  });

  it('leaves placeholders alone with skipInterpolation', () => {
    expect(t('cart.added', { skipInterpolation: true, count: 1 })).toBe('{{product}} added. Items in cart: {{count}}.');
  });

  it('uses defaultValue (interpolated) only when there is no message', () => {
    expect(t('enums.status.paid', { defaultValue: 'paid' })).toBe('paid');
    expect(t('enums.status.paid', { defaultValue: '{{n}} left', n: 2 })).toBe('2 left');
    expect(t('empty', { defaultValue: 'fallback' })).toBe('fallback');
    expect(t('cart.count', { defaultValue: 'unused', count: 1 })).toBe('Items in cart: 1');
    expect(t('missing', { defaultValue: '' })).toBe('');
  });

  it('returns the key for a missing key, an empty message or a non-string leaf', () => {
    expect(t('cart.nothing')).toBe('cart.nothing');
    expect(t('nothing.at.all')).toBe('nothing.at.all');
    expect(t('empty')).toBe('empty');
    expect(t('cart')).toBe('cart');
    expect(t('cart.count.length')).toBe('cart.count.length');
    expect(t('toString')).toBe('toString');
    expect(t('__proto__')).toBe('__proto__');
    expect(t('')).toBe('');
  });

  it('reads the messages on every call, so namespaces merged in later are found', () => {
    const merged: Messages = {};
    const late = createTranslator('de', merged);
    expect(late('table.next')).toBe('table.next');
    mergeMessages(merged, { table: { next: 'Weiter' } });
    expect(late('table.next')).toBe('Weiter');
  });
});

describe('mergeMessages', () => {
  it('deep-merges namespaces from several islands; later messages win', () => {
    const target: Messages = {};
    mergeMessages(target, { common: { save: 'Save', cancel: 'Cancel' }, table: { next: 'Next' } });
    mergeMessages(target, { common: { cancel: 'Abort', close: 'Close' }, auth: { login: { title: 'Sign in' } } });
    expect(target).toEqual({
      common: { save: 'Save', cancel: 'Abort', close: 'Close' },
      table: { next: 'Next' },
      auth: { login: { title: 'Sign in' } },
    });
  });

  it('never changes or shares the objects it merges from', () => {
    const first: Messages = { common: { save: 'Save' } };
    const second: Messages = { common: { cancel: 'Cancel' } };
    const target = mergeMessages(mergeMessages({}, first), second);
    expect(first).toEqual({ common: { save: 'Save' } });
    expect(target.common).not.toBe(first.common);
  });

  it('ignores a __proto__ key instead of changing the prototype', () => {
    const target = mergeMessages({}, JSON.parse('{"__proto__": {"polluted": "yes"}}') as Messages);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(target)).toBe(Object.prototype);
  });
});
