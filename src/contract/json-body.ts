import { MESSAGES } from './messages.ts';
import { containsNul, NUL_MESSAGE } from './nul.ts';

/**
 * How deep a request body's arrays and objects may nest. The contract's deepest body is a list row with an array
 * field (3 levels); 32 leaves room for any future shape while every walk over a parsed body stays shallow.
 */
export const MAX_JSON_DEPTH = 32;

export const INVALID_JSON_MESSAGE = 'The request body is not valid JSON';

const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether JSON text nests arrays and objects deeper than `max`, read from the raw text before any parse: one pass
 * over the characters, brackets inside strings not counted. Malformed text is left for JSON.parse to refuse.
 */
export function nestsDeeperThan(text: string, max: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      if (++depth > max) return true;
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) depth--;
  }
  return false;
}

export type JsonBody = { ok: true; value: unknown } | { ok: false; message: string };

/**
 * A request body's text as JSON, or the message of its 400: too deep (checked before parsing), not JSON, or holding a
 * NUL character. Both backends read every JSON body through this, so they refuse the same bodies with the same words.
 */
export function parseJsonBody(text: string): JsonBody {
  if (nestsDeeperThan(text)) return { ok: false, message: MESSAGES.bodyTooDeep };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, message: INVALID_JSON_MESSAGE };
  }
  return containsNul(value) ? { ok: false, message: NUL_MESSAGE } : { ok: true, value };
}
