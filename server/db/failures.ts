import { DrizzleQueryError } from 'drizzle-orm';

/** Drizzle's error for a failed query. Its `name` is plain 'Error', so it is told by its class. */
export const isQueryError = (error: unknown): error is DrizzleQueryError => error instanceof DrizzleQueryError;
/**
 * What a failed query means for the answer:
 * - `bad-input`: Postgres refused a value (SQLSTATE class 22: out of range, malformed, a NUL in text) — the caller's 400;
 * - `unavailable`: a Postgres server that cannot be reached or is restarting — 503 with Retry-After; the pool reconnects
 *   by itself on a later call;
 * - `fatal`: PGlite's own storage failed (an I/O error, a crashed WebAssembly instance); it does not recover in this
 *   process, so the server logs and exits for its supervisor to restart it;
 * - `null`: anything else (a bug): 500.
 */
export type DbFailure = 'bad-input' | 'unavailable' | 'fatal' | null;

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
/** Connection exceptions (08), a server shutting down or starting (57P01-57P03), too many connections (53300). */
const UNAVAILABLE_STATES = /^(08...|57P0[1-3]|53300)$/;
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection closed/i;
/** System errors (58: I/O, missing files), disk full (53100), corruption (XX001, XX002). */
const FATAL_STATES = /^(58...|53100|XX00[12])$/;

interface Link {
  code?: unknown;
  name?: unknown;
  message?: unknown;
  cause?: unknown;
}

/** The error and its causes, outermost first (Drizzle wraps the driver's error as its `cause`). */
function chain(error: unknown): Link[] {
  const links: Link[] = [];
  let e = error;
  while (typeof e === 'object' && e !== null && links.length < 8) {
    links.push(e);
    e = (e as Link).cause;
  }
  return links;
}

const sqlState = (link: Link) => (typeof link.code === 'string' && /^[0-9A-Z]{5}$/.test(link.code) ? link.code : undefined);

export function classifyFailure(error: unknown, driver: 'pglite' | 'postgres'): DbFailure {
  const links = chain(error);
  const fromQuery = links.some((link) => isQueryError(link));
  const state = links.map(sqlState).find(Boolean);
  if (state?.startsWith('22')) return 'bad-input';
  if (driver === 'postgres') {
    const network = links.some((link) => typeof link.code === 'string' && NETWORK_CODES.has(link.code));
    const message = links.some((link) => typeof link.message === 'string' && UNAVAILABLE_MESSAGES.test(link.message));
    return network || message || (state && UNAVAILABLE_STATES.test(state)) ? 'unavailable' : null;
  }
  if (state) return FATAL_STATES.test(state) ? 'fatal' : null;
  // A query that failed without any SQLSTATE: PGlite itself broke (its WebAssembly aborted, its files are gone).
  return fromQuery ? 'fatal' : null;
}

/** What may be logged of a failed query: the SQL text and the driver's message, never the parameters (e-mails, hashes). */
export function describeFailure(error: unknown): string {
  const links = chain(error);
  const query: (Link & { query?: unknown }) | undefined = links.find((link) => isQueryError(link));
  const root = links.at(-1);
  const state = links.map(sqlState).find(Boolean);
  const parts = [
    typeof root?.name === 'string' ? root.name : 'Error',
    state ? `[${state}]` : '',
    typeof root?.message === 'string' && root !== query ? root.message : '',
    typeof query?.query === 'string' ? `in: ${query.query.replace(/\s+/g, ' ').slice(0, 300)}` : '',
  ];
  return parts.filter(Boolean).join(' ');
}
