/** The answer to a body with a NUL character in any text: Postgres `text` cannot hold one, so both backends refuse it. */
export const NUL_MESSAGE = 'Invalid input: text must not contain a NUL character';

/** Whether any string (key or value) of a parsed JSON body holds a NUL character. */
export function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (Array.isArray(value)) return value.some(containsNul);
  if (typeof value === 'object' && value !== null) return Object.entries(value).some(([key, v]) => key.includes('\0') || containsNul(v));
  return false;
}
