import { describe, expect, it } from 'vitest';
import { minorToInput, parseMinorAmount, paymentProblems } from './payment-input.ts';

describe('amounts typed for a payment', () => {
  it('reads whole and decimal amounts in minor units of the currency, exactly', () => {
    expect(parseMinorAmount('1250', 2)).toBe(125000);
    expect(parseMinorAmount('12.5', 2)).toBe(1250);
    expect(parseMinorAmount(' 12,05 ', 2)).toBe(1205);
    expect(parseMinorAmount('0.29', 2)).toBe(29); // 0.29 * 100 is 28.999999999999996 as a float
    expect(parseMinorAmount('1.005', 3)).toBe(1005);
    expect(parseMinorAmount('500', 0)).toBe(500);
  });

  it('refuses what is not an amount of that currency', () => {
    for (const text of ['', 'abc', '1.2.3', '1,250.00', '-5', '12.345']) expect(parseMinorAmount(text, 2)).toBeNull();
    expect(parseMinorAmount('12.5', 0)).toBeNull();
  });

  it('writes minor units back as the input text', () => {
    expect(minorToInput(12345, 2)).toBe('123.45');
    expect(minorToInput(5, 2)).toBe('0.05');
    expect(minorToInput(700, 0)).toBe('700');
    expect(parseMinorAmount(minorToInput(98765, 3), 3)).toBe(98765);
  });

  it('says what is wrong: nothing, zero, more than the balance, no date', () => {
    expect(paymentProblems({ amount: '10', date: '2026-12-02' }, 2, 1000)).toEqual({});
    expect(paymentProblems({ amount: '0', date: '2026-12-02' }, 2, 1000)).toEqual({ amount: 'amountInvalid' });
    expect(paymentProblems({ amount: '10.01', date: '' }, 2, 1000)).toEqual({ amount: 'amountOverBalance', date: 'dateInvalid' });
  });
});
