import { connect, type Database } from './db/connect.ts';
import { migrate } from './db/migrate.ts';
import { seedDemoAccounts } from './db/seed.ts';
import { TcpProxy, throughProxy } from './tcp-proxy.ts';
// test-server.ts also lowers the password hashing's cost for tests.
import { freshPostgres } from './test-server.ts';

/** A fresh database on the Postgres server of DATABASE_URL, migrated and seeded, reached through a proxy a test cuts. */
export interface PostgresBehindProxy {
  proxy: TcpProxy;
  database: Database;
  /** Closes the pool, cuts the proxy and drops the database. */
  close(): Promise<void>;
}

/** The outage tests' database (server/outage.pg-test.ts, server/live/live-outage.pg-test.ts). Test support only. */
export async function postgresBehindProxy(): Promise<PostgresBehindProxy> {
  const fresh = await freshPostgres(process.env.DATABASE_URL!);
  const url = new URL(fresh.url);
  const proxy = new TcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
  await proxy.restore();
  const database = await connect({ databaseUrl: throughProxy(fresh.url, proxy) });
  await migrate(database);
  await seedDemoAccounts(database.db);
  return {
    proxy,
    database,
    close: async () => {
      await database.close();
      await proxy.cut().catch(() => undefined);
      await fresh.drop();
    },
  };
}
