import { DrizzleQueryError } from 'drizzle-orm';

/** Drizzle's error for a failed query. Its `name` is plain 'Error', so it is told by its class. */
export const isQueryError = (error: unknown): error is DrizzleQueryError => error instanceof DrizzleQueryError;
/**
 * What a failed query means for the answer:
 * - `bad-input`: Postgres refused a value (SQLSTATE class 22: out of range, malformed, a NUL in text) — the caller's 400;
 * - `unavailable`: a Postgres server that cannot be reached or is restarting — 503 with Retry-After; the pool reconnects
 *   by itself on a later call;
 * - `full`: the disk is full, and the statement failed without harming the database: 507 with a message, and the server
 *   goes on (reads still answer, writes answer again once there is room). For PGlite that is only a table or index that
 *   could not grow (Postgres rolls the transaction back); its log (WAL) that cannot be written leaves PGlite unable to
 *   answer any later query, so that one stays `fatal`. A Postgres server handles its own disk: every disk-full error
 *   it sends is an answer;
 * - `fatal`: PGlite's own storage failed (an I/O error, a crashed WebAssembly instance, its log not written); it does
 *   not recover in this process, so the server logs and exits for its supervisor to restart it;
 * - `null`: anything else (a bug): 500.
 */
export type DbFailure = 'bad-input' | 'unavailable' | 'full' | 'fatal' | null;

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
/** System errors (58: I/O, missing files), disk full (53100) but a relation's extension, corruption (XX001, XX002). */
const FATAL_STATES = /^(58...|53100|XX00[12])$/;
const DISK_FULL_STATE = '53100';
/** The start of PGlite's disk-full error it survives: a table or index that could not grow (the transaction is rolled back). */
const SURVIVABLE_DISK_FULL = 'could not extend file ';
/** A write of this process's own (a file, a folder) that found the disk or the account's disk quota full. */
const DISK_FULL_CODES = new Set(['ENOSPC', 'EDQUOT']);

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

/**
 * A foreign key that refused a write (SQLSTATE 23503, or 23001 for a `restrict` rule): its table (the referencing one)
 * and its name; else undefined.
 */
export function foreignKeyViolation(error: unknown): { table: string; constraint: string } | undefined {
  const link: (Link & { table?: unknown; constraint?: unknown }) | undefined = chain(error).find(
    (l) => sqlState(l) === '23503' || sqlState(l) === '23001',
  );
  return link ? { table: String(link.table), constraint: String(link.constraint) } : undefined;
}

/** Whether a write failed for want of disk space: a file system's ENOSPC or EDQUOT anywhere in the error's causes. */
export function isDiskFull(error: unknown): boolean {
  return chain(error).some((link) => typeof link.code === 'string' && DISK_FULL_CODES.has(link.code));
}

export function classifyFailure(error: unknown, driver: 'pglite' | 'postgres'): DbFailure {
  const links = chain(error);
  const fromQuery = links.some((link) => isQueryError(link));
  const stated = links.find((link) => sqlState(link));
  const state = stated && sqlState(stated);
  if (state?.startsWith('22')) return 'bad-input';
  if (!fromQuery && isDiskFull(error)) return 'full';
  if (state === DISK_FULL_STATE && (driver === 'postgres' || String(stated?.message).startsWith(SURVIVABLE_DISK_FULL))) return 'full';
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
