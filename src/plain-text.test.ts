import { describe, expect, it } from 'vitest';
import { plainText } from './plain-text.ts';

describe('plainText', () => {
  it('gives nothing for null and undefined', () => {
    expect(plainText(null)).toBe('');
    expect(plainText(undefined)).toBe('');
  });

  it('keeps strings and writes numbers and booleans as String does', () => {
    expect(plainText('Ada')).toBe('Ada');
    expect(plainText(12.5)).toBe('12.5');
    expect(plainText(0)).toBe('0');
    expect(plainText(false)).toBe('false');
    expect(plainText(10n)).toBe('10');
  });

  it('shows the content of objects and dates, not "[object Object]"', () => {
    expect(plainText({ city: 'Oslo' })).toBe('{"city":"Oslo"}');
    expect(plainText(['a', 1])).toBe('["a",1]');
    expect(plainText(new Date(Date.UTC(2026, 0, 2)))).toBe('2026-01-02T00:00:00.000Z');
  });

  it('names symbols and functions', () => {
    expect(plainText(Symbol('id'))).toBe('Symbol(id)');
    expect(plainText(() => 1)).toBe('function');
  });
});
