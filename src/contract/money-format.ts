import { dirOf, INTL_TAGS, LOCALES } from '../i18n/locales.ts';

/**
 * Amounts in minor units shown as money: the tables' money cells, the invoices and their PDF. Apart from the
 * invoice's arithmetic (invoice-money.ts), which only the invoice screens and the backends need, so a list page
 * formats its amounts without loading it.
 */

/** `value` as a BigInt; a RangeError when it is not a whole number of minor units that a number holds exactly. */
export function minorUnits(value: number, field: string): bigint {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${field} must be a whole number of minor units, not ${value}`);
  return BigInt(value);
}

const digitsCache = new Map<string, number>();

/** How many decimals the currency's minor unit has (ISO 4217 as Intl knows it): USD 2, JPY 0, BHD 3. */
export function currencyDigits(currency: string): number {
  let digits = digitsCache.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    digitsCache.set(currency, digits);
  }
  return digits;
}

/** `minor` minor units as an exact decimal text (`-1999`, 2 digits -> `-19.99`), so no float rounds a large amount. */
function decimalText(minor: number, digits: number): `${number}` {
  const value = minorUnits(minor, 'amount');
  const size = 10n ** BigInt(digits);
  const magnitude = value < 0n ? -value : value;
  const fraction = digits > 0 ? `.${String(magnitude % size).padStart(digits, '0')}` : '';
  return `${value < 0n ? '-' : ''}${magnitude / size}${fraction}` as `${number}`;
}

// Unicode isolates: in a right-to-left text, a Latin currency code drifts apart unless held left-to-right.
const LRI = '\u2066';
const PDI = '\u2069';

/**
 * The formats made so far, by notation and currency: making an Intl.NumberFormat is far slower than using one, and a
 * list formats every row's amounts in the same few (the invoices list's phone render spent most of its time making them).
 */
const currencyFormats = new Map<string, Intl.NumberFormat>();

function currencyFormat(intlTag: string, currency: string): Intl.NumberFormat {
  const key = `${intlTag} ${currency}`;
  let format = currencyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlTag, { style: 'currency', currency });
    // A few locales times a few currencies; bounded all the same, as currencies come from rows.
    if (currencyFormats.size >= 200) currencyFormats.clear();
    currencyFormats.set(key, format);
  }
  return format;
}

/**
 * An amount in minor units for display in `intlTag`'s notation (a BCP 47 tag such as `de-DE`), with the currency's
 * own decimals: `formatMoney(123456, 'EUR', 'de-DE')` is `1.234,56 €`. In a right-to-left locale of the app the
 * currency is kept left-to-right, as the tables' amounts are.
 */
export function formatMoney(minor: number, currency: string, intlTag: string): string {
  const format = currencyFormat(intlTag, currency);
  const text = decimalText(minor, currencyDigits(currency));
  const locale = LOCALES.find((l) => INTL_TAGS[l] === intlTag);
  if (!locale || dirOf(locale) === 'ltr') return format.format(text);
  return format
    .formatToParts(text)
    .map((part) => (part.type === 'currency' ? LRI + part.value + PDI : part.value))
    .join('');
}
