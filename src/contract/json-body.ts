import { MESSAGES } from './messages.ts';
import { containsNul, NUL_MESSAGE } from './nul.ts';

/**
 * How deep a request body's arrays and objects may nest. The contract's deepest body is a list row with an array
 * field (3 levels); 32 leaves room for any future shape while every walk over a parsed body stays shallow.
 */
export const MAX_JSON_DEPTH = 32;

export const INVALID_JSON_MESSAGE = 'The request body is not valid JSON';

/** The largest JSON body taken, in bytes (1 MiB); a larger one is answered 413 with this message. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;
export const BODY_TOO_LARGE_MESSAGE = 'The request body is too large';

const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Counts the nesting of JSON text read in pieces (a body as it arrives): brackets inside strings are not counted, an
 * escape may end one piece and its character start the next. Malformed text is left for JSON.parse to refuse.
 */
export class NestingScanner {
  private depth = 0;
  private inString = false;
  private escaped = false;

  private readonly max: number;

  constructor(max: number = MAX_JSON_DEPTH) {
    this.max = max;
  }

  /** Reads the next piece of text; true once the text so far nests deeper than the limit (nothing more need be read). */
  tooDeep(piece: string): boolean {
    for (let i = 0; i < piece.length; i++) {
      const code = piece.charCodeAt(i);
      if (this.escaped) this.escaped = false;
      else if (this.inString) {
        if (code === BACKSLASH) this.escaped = true;
        else if (code === QUOTE) this.inString = false;
      } else if (code === QUOTE) this.inString = true;
      else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
        if (++this.depth > this.max) return true;
      } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) this.depth--;
    }
    return false;
  }
}

/** Whether JSON text nests arrays and objects deeper than `max`, read from the raw text before any parse. */
export function nestsDeeperThan(text: string, max: number = MAX_JSON_DEPTH): boolean {
  return new NestingScanner(max).tooDeep(text);
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
