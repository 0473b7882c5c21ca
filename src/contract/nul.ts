/** The answer to a body with a NUL character in any text: Postgres `text` cannot hold one, so both backends refuse it. */
export const NUL_MESSAGE = 'Invalid input: text must not contain a NUL character';

/**
 * Whether any string (key or value) of a parsed JSON body holds a NUL character. It walks with a list of values still to
 * look at instead of recursing, so no nesting, however deep, can overflow the stack.
 */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.includes('\0')) return true;
    } else if (Array.isArray(next)) {
      // One at a time: spreading an array of a few hundred thousand items into push() overflows the call's arguments.
      for (const item of next as unknown[]) pending.push(item);
    } else if (typeof next === 'object' && next !== null) {
      for (const [key, v] of Object.entries(next)) {
        if (key.includes('\0')) return true;
        pending.push(v);
      }
    }
  }
  return false;
}
