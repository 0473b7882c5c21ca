/**
 * The server's log: one JSON object per line, so a log shipper can read it. Only what is named here is ever written:
 * never a body, a query's parameters, a token or a hash.
 */
export type LogFields = Record<string, string | number | boolean | null | undefined>;

export interface Logger {
  info(event: string, fields?: LogFields): void;
  error(event: string, fields?: LogFields): void;
}

function line(level: 'info' | 'error', event: string, fields: LogFields): string {
  return JSON.stringify({ time: new Date().toISOString(), level, event, ...fields });
}

/** Lines to stdout (info) and stderr (errors). */
export const consoleLogger: Logger = {
  info: (event, fields = {}) => console.log(line('info', event, fields)),
  error: (event, fields = {}) => console.error(line('error', event, fields)),
};

/** Keeps nothing (tests that make thousands of calls). */
export const silentLogger: Logger = { info: () => undefined, error: () => undefined };
