import { describe, expect, it } from 'vitest';
import { digitsOf, formatMinorInput, parseMinorInput } from './minor-units.ts';

describe('parseMinorInput', () => {
  it('reads a decimal amount as exact minor units in the currency’s decimals', () => {
    expect(parseMinorInput('19.99', 'EUR')).toEqual({ ok: true, minor: 1999 });
    expect(parseMinorInput('19,99', 'EUR')).toEqual({ ok: true, minor: 1999 }); // a German decimal comma
    expect(parseMinorInput('1999', 'JPY')).toEqual({ ok: true, minor: 1999 });
    expect(parseMinorInput('1.234', 'BHD')).toEqual({ ok: true, minor: 1234 });
    expect(parseMinorInput('450', 'EUR')).toEqual({ ok: true, minor: 45000 });
    expect(parseMinorInput('0.1', 'usd')).toEqual({ ok: true, minor: 10 });
  });

  it('takes a negative price, a credit, with either minus sign', () => {
    expect(parseMinorInput('-5.00', 'EUR')).toEqual({ ok: true, minor: -500 });
    expect(parseMinorInput('\u22125,5', 'EUR')).toEqual({ ok: true, minor: -550 });
    expect(parseMinorInput('-0', 'EUR')).toEqual({ ok: true, minor: 0 });
  });

  it('is exact where floats are not', () => {
    expect(parseMinorInput('1.15', 'EUR')).toEqual({ ok: true, minor: 115 }); // 1.15 * 100 is 114.999…
    expect(parseMinorInput('4.35', 'EUR')).toEqual({ ok: true, minor: 435 });
    expect(parseMinorInput('90071992547409.91', 'EUR')).toEqual({ ok: true, minor: 9007199254740991 });
  });

  it('refuses more decimals than the currency has', () => {
    expect(parseMinorInput('1.999', 'EUR')).toEqual({ ok: false, problem: 'tooManyDecimals' });
    expect(parseMinorInput('19.9', 'JPY')).toEqual({ ok: false, problem: 'tooManyDecimals' });
    expect(parseMinorInput('1.2345', 'BHD')).toEqual({ ok: false, problem: 'tooManyDecimals' });
  });

  it('refuses what is not a number', () => {
    for (const text of ['', 'abc', '12a', '1.2.3', '1,234.50', '1e3', '--5', '.', '90071992547409.92']) {
      expect(parseMinorInput(text, 'EUR')).toEqual({ ok: false, problem: 'notANumber' });
    }
  });
});

describe('formatMinorInput', () => {
  it('writes minor units in the currency’s decimals with the locale’s decimal mark', () => {
    expect(formatMinorInput(1999, 'EUR', 'en-US')).toBe('19.99');
    expect(formatMinorInput(1999, 'EUR', 'de-DE')).toBe('19,99');
    expect(formatMinorInput(1999, 'JPY', 'de-DE')).toBe('1999');
    expect(formatMinorInput(1234, 'BHD', 'en-US')).toBe('1.234');
    expect(formatMinorInput(-500, 'EUR', 'fr-FR')).toBe('-5,00');
    expect(formatMinorInput(-5, 'EUR', 'en-US')).toBe('-0.05');
    expect(formatMinorInput(1234, 'BHD', 'ar-EG')).toBe('1.234'); // not the Arabic decimal mark, which inputs do not read
  });

  it('reads back what it writes', () => {
    for (const minor of [0, 1, -1, 99, 123456, -10_000_000]) {
      for (const [currency, tag] of [
        ['EUR', 'de-DE'],
        ['JPY', 'ja-JP'],
        ['BHD', 'ar-EG'],
        ['EUR', 'ru-RU'],
        ['USD', 'en-US'],
      ] as const) {
        expect(parseMinorInput(formatMinorInput(minor, currency, tag), currency)).toEqual({ ok: true, minor });
      }
    }
  });
});

describe('digitsOf', () => {
  it('is the currency’s decimals, two while the code is still being typed', () => {
    expect([digitsOf('EUR'), digitsOf('jpy'), digitsOf('BHD'), digitsOf(''), digitsOf('EU'), digitsOf('ZZZ')]).toEqual([2, 0, 3, 2, 2, 2]);
  });
});
