import { PGlite, types, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { PglitePreparedQuery } from 'drizzle-orm/pglite/session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drizzleClient, keepTextTypes, PGLITE_PARSERS, TEXT_TYPES, withoutTextParsers } from './pglite-client.ts';

/** A value of every type drizzle keeps as text, and of a few it does not. */
const VALUES = `select timestamp '2026-01-02 03:04:05.678' as ts, timestamptz '2026-01-02 03:04:05+00' as tstz,
  date '2026-01-02' as d, interval '1 day 02:03:04' as iv, array[1.5, 2.25]::numeric[] as nums,
  array[timestamp '2026-01-02 03:04:05']::timestamp[] as tss, array[timestamptz '2026-01-02 03:04:05+00']::timestamptz[] as tstzs,
  array[interval '1 hour']::interval[] as ivs, array[date '2026-01-02']::date[] as ds,
  42 as n, 2.5::float8 as f, true as b, 'text' as t, '{"a":1}'::json as j, 12345678901::int8 as big, 1.25::numeric as num`;

/** drizzle-orm/pglite's two requests, as its prepared queries make them. */
function drizzleRequests(): QueryOptions[] {
  const prepared = new PglitePreparedQuery(
    {} as PGlite,
    'select 1',
    [],
    { logQuery: () => undefined },
    undefined as never,
    undefined,
    undefined,
    undefined,
    undefined,
    false,
  );
  // Private in drizzle's types: read here to see exactly what every query of drizzle asks.
  const configs = prepared as unknown as { queryConfig: QueryOptions; rawQueryConfig: QueryOptions };
  return [configs.queryConfig, configs.rawQueryConfig];
}

let kept: PGlite;
/** What the client answered before it kept TEXT_TYPES as text: to drizzle's two requests, and with no request. */
let before: { drizzle: unknown[][]; raw: unknown[] };
beforeAll(async () => {
  kept = new PGlite();
  await kept.waitReady;
  const drizzle = await Promise.all(drizzleRequests().map(async (request) => (await kept.query(VALUES, [], request)).rows));
  before = { drizzle, raw: (await kept.query(VALUES)).rows };
  keepTextTypes(kept);
}, 60_000);
afterAll(() => kept.close());

describe('the PGlite client drizzle is given', () => {
  it("drops drizzle's parsers request: it asks only for TEXT_TYPES as text (a drizzle that asks for more fails here)", () => {
    for (const request of drizzleRequests()) {
      expect(
        Object.keys(request.parsers ?? {})
          .map(Number)
          .sort(),
      ).toEqual([...TEXT_TYPES].sort());
      const options = withoutTextParsers(request);
      expect(options).not.toHaveProperty('parsers');
      expect(options).toEqual({ rowMode: request.rowMode });
    }
  });

  it('keeps any other request as it is: another type, or a parser that changes the text', () => {
    const int = { parsers: { [types.INT4]: (v: string) => Number(v) * 2 } };
    expect(withoutTextParsers(int)).toBe(int);
    const dates = { parsers: { [types.DATE]: (v: string) => new Date(v) } };
    expect(withoutTextParsers(dates)).toBe(dates);
    expect(withoutTextParsers(undefined)).toBeUndefined();
  });

  it("answers every type as before: drizzle's queries as with its request, raw queries as PGlite's own parsers do", async () => {
    for (const [i, request] of drizzleRequests().entries()) {
      expect(before.drizzle[i]).toHaveLength(1);
      expect((await drizzleClient(kept).query(VALUES, [], request)).rows).toEqual(before.drizzle[i]);
    }
    // Without the parsers of PGLITE_PARSERS, a raw query would now answer text where it answered dates.
    expect((await kept.query(VALUES)).rows).not.toEqual(before.raw);
    expect((await kept.query(VALUES, [], { parsers: PGLITE_PARSERS })).rows).toEqual(before.raw);
    expect((before.raw[0] as { ts: unknown }).ts).toBeInstanceOf(Date);
    expect((before.raw[0] as { tss: unknown[] }).tss[0]).toBeInstanceOf(Date);
  });

  it('drizzle reads and writes through it, in and out of transactions, with timestamps mapped by drizzle', async () => {
    const seen: (QueryOptions | undefined)[] = [];
    const spy = (client: Pick<PGlite, 'query'>) => (text: string, params?: unknown[], options?: QueryOptions) => {
      seen.push(options);
      return client.query(text, params, options);
    };
    const spied = {
      query: spy(kept),
      transaction: (callback: Parameters<PGlite['transaction']>[0]) =>
        kept.transaction((tx) => callback({ ...tx, query: spy(tx) } as Transaction)),
    } as unknown as PGlite;
    const db = drizzle({ client: drizzleClient(spied) as PGlite });
    await db.execute(sql`create table stamps (id int primary key, at timestamptz not null)`);
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into stamps values (1, '2026-01-02 03:04:05+00')`);
    });
    const { rows } = await db.execute<{ at: string }>(sql`select at from stamps`);
    expect(rows).toEqual([{ at: '2026-01-02 03:04:05+00' }]);
    expect(seen.length).toBeGreaterThan(0);
    for (const options of seen) expect(options).not.toHaveProperty('parsers');
  });
});
