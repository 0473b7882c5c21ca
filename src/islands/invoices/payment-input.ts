/**
 * What a person types as an amount ("1250", "12.5", "12,50") read as whole minor units of a currency with `digits`
 * decimals, exactly (no float is multiplied): null when it is not such an amount (letters, two separators, more
 * decimals than the currency has). Grouping marks are not accepted: "1,250" would be ambiguous between locales.
 */
export function parseMinorAmount(text: string, digits: number): number | null {
  const match = /^(\d{1,15})(?:[.,](\d*))?$/.exec(text.trim());
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  const minor = Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return Number.isSafeInteger(minor) ? minor : null;
}

/** Minor units as the plain decimal text an amount input starts with (12345, 2 digits -> "123.45"). */
export function minorToInput(minor: number, digits: number): string {
  if (digits === 0) return String(minor);
  const size = 10 ** digits;
  const whole = Math.trunc(minor / size);
  const fraction = String(Math.abs(minor % size)).padStart(digits, '0');
  return `${minor < 0 && whole === 0 ? '-' : ''}${whole}.${fraction}`;
}

export type PaymentProblem = 'amountInvalid' | 'amountOverBalance' | 'dateInvalid';

/** Why a payment as typed cannot be recorded, field by field (none: it can be sent). */
export function paymentProblems(
  typed: { amount: string; date: string },
  digits: number,
  balance: number,
): Partial<Record<'amount' | 'date', PaymentProblem>> {
  const problems: Partial<Record<'amount' | 'date', PaymentProblem>> = {};
  const amount = parseMinorAmount(typed.amount, digits);
  if (amount === null || amount <= 0) problems.amount = 'amountInvalid';
  else if (amount > balance) problems.amount = 'amountOverBalance';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(typed.date)) problems.date = 'dateInvalid';
  return problems;
}
