// The PGlite client drizzle is given. Drizzle asks PGlite, with every query, to leave a few types as Postgres's text
// (drizzle maps those itself). PGlite answers such a request by copying its whole table of type parsers (about 350,
// with the array types) for that one query, which cost about 0.2 ms of CPU per query, measured: a tenth of a list
// read. So those parsers are installed on the client once, and drizzle's request, which then asks for nothing else,
// is left out: every value is parsed by the same function as before, without the copy.
import { types, type PGlite, type ParserOptions, type QueryOptions, type Transaction } from '@electric-sql/pglite';

/** The array types drizzle keeps as text, and the type of their elements. */
const ARRAY_ELEMENTS: Readonly<Record<number, number>> = {
  1231: types.NUMERIC,
  1115: types.TIMESTAMP,
  1185: types.TIMESTAMPTZ,
  1187: types.INTERVAL,
  1182: types.DATE,
};

/** The types drizzle-orm/pglite keeps as text: timestamps, intervals, dates, and the arrays above. */
export const TEXT_TYPES: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  ...Object.keys(ARRAY_ELEMENTS).map(Number),
];
const TEXT_TYPE_SET = new Set(TEXT_TYPES);

const asText = (value: string): string => value;
const PROBE = '\u0000a value no parser turns into itself unless it keeps the text';

/** Whether every parser asked for is of a type the client keeps as text, and keeps the text: then the request changes nothing. */
function asksOnlyForText(parsers: ParserOptions): boolean {
  for (const [type, parse] of Object.entries(parsers) as [string, (value: string, typeId: number) => unknown][]) {
    if (!TEXT_TYPE_SET.has(Number(type)) || parse(PROBE, Number(type)) !== PROBE) return false;
  }
  return true;
}

/** A query's options without a parsers request the client already fulfils; any other request is kept as it is. */
export function withoutTextParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers || !asksOnlyForText(options.parsers)) return options;
  const { parsers: _fulfilled, ...rest } = options;
  return rest;
}

/** Makes the client keep TEXT_TYPES as text (after `waitReady`: PGlite then sets the array types' parsers). */
export function keepTextTypes(client: PGlite): void {
  for (const type of TEXT_TYPES) client.parsers[type] = asText;
}

/**
 * PGlite's own parsers of TEXT_TYPES (dates as Date, arrays as arrays), for the raw queries of `Database.session`: they
 * answer as they did before the client kept those types as text. Such queries are few (migrations, scripts), so the copy
 * of the parser table this request costs does not matter there.
 */
export const PGLITE_PARSERS: ParserOptions = Object.fromEntries(
  TEXT_TYPES.map((type) => {
    const element = ARRAY_ELEMENTS[type];
    if (element === undefined) return [type, types.parsers[type as keyof typeof types.parsers] ?? asText];
    const parseElement = types.parsers[element as keyof typeof types.parsers] ?? asText;
    return [type, (value: string) => types.arrayParser(value, parseElement, type) as unknown];
  }),
);

type Queries = Pick<PGlite, 'query'>;

function queriesOf<T extends Queries>(client: T): Queries {
  return { query: (text, params, options) => client.query(text, params, withoutTextParsers(options)) };
}

/** What drizzle-orm/pglite uses of a client (`query`, `transaction`), each query without the parsers request. */
export function drizzleClient(client: PGlite): Pick<PGlite, 'query' | 'transaction'> {
  return {
    ...queriesOf(client),
    transaction: (callback) =>
      client.transaction((tx) => {
        const wrapped: Transaction = {
          ...queriesOf(tx),
          sql: (strings, ...params: unknown[]) => tx.sql(strings, ...params),
          exec: (text, options) => tx.exec(text, options),
          rollback: () => tx.rollback(),
          listen: (channel, onPayload) => tx.listen(channel, onPayload),
          get closed() {
            return tx.closed;
          },
        };
        return callback(wrapped);
      }),
  };
}
