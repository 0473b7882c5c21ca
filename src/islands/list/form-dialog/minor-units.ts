/**
 * An amount kept in whole minor units (an invoice line's unit price: 1999 is 19.99 EUR) as a person types and reads it:
 * a decimal amount in the currency's own decimals (JPY none, EUR two, BHD three). The text is read as digits, never
 * through a float (`parseFloat('19.99') * 100` is 1998.9999…), so every amount converts exactly.
 */
import { currencyDigits } from '../../../contract/money-format.ts';

/** Why a typed amount is not one: not a number at all, or finer than the currency's minor unit (`1.999` EUR). */
export type MinorInputProblem = 'notANumber' | 'tooManyDecimals';

export type MinorInputResult = { ok: true; minor: number } | { ok: false; problem: MinorInputProblem };

/** Used while the currency is not (yet) a code Intl knows: the most common minor unit, a hundredth. */
const FALLBACK_DIGITS = 2;

/** The decimals of `currency`'s minor unit; two while it is blank or not a code (the person is still typing it). */
export function digitsOf(currency: string): number {
  const code = currency.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(code)) return FALLBACK_DIGITS;
  try {
    return currencyDigits(code);
  } catch {
    return FALLBACK_DIGITS; // a well-formed code Intl does not know
  }
}

// A sign (ASCII or the minus sign locales print), whole digits, and a fraction after a point or a comma. Grouping marks
// are refused: `1.999` is a thousand and more in German and under two in English, so it is read as decimals and a
// currency with two refuses it rather than guess.
const AMOUNT = /^([-\u2212])?(\d+)(?:[.,](\d*))?$/;

/**
 * `text` as whole minor units of `currency`: `19.99` and `19,99` (a decimal comma, as de/fr/es/it/ru write it) are
 * 1999 in EUR, `1999` is 1999 in JPY, `-5.00` is -500 (a credit). Spaces around it are ignored.
 */
export function parseMinorInput(text: string, currency: string): MinorInputResult {
  const match = AMOUNT.exec(text.trim().replace(/[\s\u00a0\u202f]/g, ''));
  if (!match) return { ok: false, problem: 'notANumber' };
  const [, sign, whole = '', fraction = ''] = match;
  const digits = digitsOf(currency);
  if (fraction.length > digits) return { ok: false, problem: 'tooManyDecimals' };
  const minor = BigInt(whole + fraction.padEnd(digits, '0'));
  const value = Number(sign ? -minor : minor);
  if (!Number.isSafeInteger(value)) return { ok: false, problem: 'notANumber' };
  return { ok: true, minor: value === 0 ? 0 : value }; // never -0
}

/**
 * Minor units as the text an input starts with, in the currency's decimals and the locale's decimal mark (`intlTag` a
 * BCP 47 tag): 1999 EUR is `19.99` in English and `19,99` in German, 1999 JPY `1999`. No grouping, so it reads back.
 */
export function formatMinorInput(minor: number, currency: string, intlTag = 'en'): string {
  if (!Number.isSafeInteger(minor)) return '';
  const digits = digitsOf(currency);
  const magnitude = BigInt(Math.abs(minor));
  const size = 10n ** BigInt(digits);
  const sign = minor < 0 ? '-' : '';
  if (digits === 0) return `${sign}${magnitude}`;
  // A comma where the locale writes one; a point anywhere else (a mark such as Arabic's ٫ is not one an input reads).
  const localeMark = new Intl.NumberFormat(intlTag).formatToParts(0.5).find((p) => p.type === 'decimal')?.value;
  const mark = localeMark === ',' ? ',' : '.';
  return `${sign}${magnitude / size}${mark}${String(magnitude % size).padStart(digits, '0')}`;
}
