import { mkdirSync } from 'node:fs';
import { lockDataDir, type DataDirLock } from './data-dir-lock.ts';
import { listenPostgres } from './listen-postgres.ts';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';

/** Drizzle over either driver: the queries are the same SQL. */
export type Db = PgDatabase<PgQueryResultHKT>;

/** One connection, held for a sequence of statements (session-level locks, scripts of several statements). */
export interface Session {
  /** Runs a script of several statements (parameters are not allowed there); answers the rows of every statement, in order. */
  exec(sql: string): Promise<Record<string, unknown>[]>;
  query<R>(sql: string, params?: unknown[]): Promise<R[]>;
}

export interface Database {
  db: Db;
  session<T>(work: (session: Session) => Promise<T>): Promise<T>;
  /** Which driver answers: `pglite` (in-process) or `postgres` (a server, through node-postgres). */
  driver: 'pglite' | 'postgres';
  /**
   * Calls `onPayload` for every NOTIFY on `channels` (one, or several heard in their commit order), from any
   * connection (any API process on the same Postgres). Resolves, once listening, with the function that stops.
   * On Postgres a lost LISTEN connection is opened again for as long as it takes (server/db/listen-postgres.ts):
   * `onStatus` is told false when it drops and true once listening again; what was sent meanwhile is missed. On
   * PGlite the notifications are in-process and never stop.
   */
  listen(
    channels: string | readonly string[],
    onPayload: (payload: string, channel: string) => void,
    onStatus?: (listening: boolean) => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** `postgres://…`: a Postgres server. Otherwise PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite's data directory; `memory://` (or undefined) keeps everything in memory. */
  dataDir?: string | undefined;
  /** The data directory's lock, when the caller took it already (the server does, before it loads anything heavy). */
  dataDirLock?: DataDirLock | undefined;
  /**
   * In memory only: a dump of a PGlite data directory (`dumpDataDir`) to start from instead of a new cluster. PGlite
   * takes about 1.4 s to create a cluster (initdb) and 0.3 s to load a dump of an empty one, so the server's tests
   * start each of their databases from one dump.
   */
  startFrom?: Blob | undefined;
}

async function connectPglite(
  dataDir: string | undefined,
  heldLock: DataDirLock | undefined,
  startFrom: Blob | undefined,
): Promise<Database> {
  const inMemory = !dataDir || dataDir.startsWith('memory://');
  // One process per data directory: a second one stops here, before it opens (and corrupts) the files.
  const lock = inMemory ? undefined : (heldLock ?? lockDataDir(dataDir));
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { drizzleClient, keepTextTypes, PGLITE_PARSERS } = await import('./pglite-client.ts');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  // Options only when in memory: `new PGlite(undefined, options)` drops the options.
  const client = inMemory
    ? new PGlite({ extensions: { pg_trgm }, ...(startFrom ? { loadDataDir: startFrom } : {}) })
    : new PGlite(dataDir, { extensions: { pg_trgm } });
  try {
    await client.waitReady;
  } catch (error) {
    lock?.release();
    throw error;
  }
  keepTextTypes(client);
  return {
    db: drizzle({ client: drizzleClient(client) as InstanceType<typeof PGlite> }) as unknown as Db,
    session: (work) =>
      work({
        exec: async (sql) => (await client.exec(sql)).flatMap((result) => result.rows as Record<string, unknown>[]),
        query: async <R>(sql: string, params?: unknown[]) => (await client.query<R>(sql, params, { parsers: PGLITE_PARSERS })).rows,
      }),
    driver: 'pglite',
    listen: async (channels, onPayload) => {
      const stops = await Promise.all([channels].flat().map((channel) => client.listen(channel, (payload) => onPayload(payload, channel))));
      return async () => void (await Promise.all(stops.map((stop) => stop())));
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

async function connectPostgres(url: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  // bigint counts (count(*), list_stats.n) come back as JS numbers: a list never holds 2^53 rows.
  pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));
  // A server that cannot be reached fails a call within 5 s (a 503), instead of holding it until the client gives up.
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10), connectionTimeoutMillis: 5000 });
  // An idle connection the server ends (a restart, an administrator, a dropped network) is already discarded by the
  // pool, and the next query opens a new one. Unheard, the pool's 'error' event would end the process.
  pool.on('error', (error) => console.error(`Postgres ended an idle connection (${error.message}); the next query opens a new one.`));
  const connections = countConnections(pool);
  await pool.query('select 1');
  return {
    db: drizzle(pool) as unknown as Db,
    session: async (work) => {
      const client = await pool.connect();
      try {
        return await work({
          // node-postgres answers a script of several statements with one result per statement.
          exec: async (sql) =>
            [(await client.query(sql)) as unknown].flat().flatMap((result) => (result as { rows?: Record<string, unknown>[] }).rows ?? []),
          query: async <R>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as R[],
        });
      } finally {
        client.release();
      }
    },
    driver: 'postgres',
    listen: (channels, onPayload, onStatus) => listenPostgres({ pg, url, channels: [channels].flat(), onPayload, onStatus }),
    close: async () => {
      const gone = connections.allGone();
      await pool.end();
      await gone;
    },
  };
}

/**
 * Counts the pool's open connections. `pool.end()` resolves once it has asked each connection to end, not once
 * they have: `allGone` waits for that too, so a caller may drop the database or stop the server right after.
 */
function countConnections(pool: Pool): { allGone(): Promise<void> } {
  let open = 0;
  pool.on('connect', () => void open++);
  pool.on('remove', () => void open--);
  return {
    allGone: () =>
      new Promise((resolve) => {
        if (open === 0) return resolve();
        const check = () => {
          if (open > 0) return;
          pool.off('remove', check);
          resolve();
        };
        pool.on('remove', check);
      }),
  };
}

/** Opens the database: Postgres when a URL is given, else the embedded PGlite. */
export function connect(options: ConnectOptions): Promise<Database> {
  return options.databaseUrl
    ? connectPostgres(options.databaseUrl)
    : connectPglite(options.dataDir, options.dataDirLock, options.startFrom);
}
