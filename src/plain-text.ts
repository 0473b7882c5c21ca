/**
 * The text of a value read from a row, a query or a message's placeholders, whose type is not known statically:
 * nothing for null and undefined, strings as they are, numbers and booleans as `String` writes them, and objects
 * as JSON, so that an unexpected value shows its content rather than "[object Object]".
 */
export function plainText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  // Symbols and functions: never data, but still given a readable name.
  return typeof value === 'symbol' ? value.toString() : typeof value;
}
