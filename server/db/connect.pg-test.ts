// The node-postgres pool against a real server: connections it does not own, and a clean close. Runs where
// DATABASE_URL names a Postgres server (`.ci/run` starts one); PGlite has no connections to lose.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connect, type Database } from './connect.ts';

const adminUrl = process.env.DATABASE_URL ?? '';
const name = `stride_pool_${randomBytes(6).toString('hex')}`;

async function asAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** This process's open TCP sockets: the pool's connections among them. */
const openSockets = () => process.getActiveResourcesInfo().filter((resource) => resource === 'TCPSocketWrap').length;

/** Opens the test database and holds `count` connections at once, so the pool keeps that many. */
async function openWith(count: number): Promise<Database> {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await connect({ databaseUrl: url.toString() });
  await Promise.all(Array.from({ length: count }, () => database.session((s) => s.query('select pg_sleep(0.05)'))));
  return database;
}

beforeAll(() => asAdmin((c) => c.query(`create database ${name}`)));
afterAll(() => asAdmin((c) => c.query(`drop database if exists ${name}`)));

describe('the Postgres pool', () => {
  it('closes every connection before close() returns, so the database can be dropped at once', async () => {
    const before = openSockets();
    const database = await openWith(4);
    expect(openSockets()).toBeGreaterThanOrEqual(before + 4);
    await database.close();
    expect(openSockets()).toBe(before);
  });

  it('outlives idle connections the server ends: it says so and the next query opens a new one', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const database = await openWith(2);
    try {
      const ended = await asAdmin(
        async (c) =>
          (await c.query<{ ended: boolean }>('select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1', [name]))
            .rows,
      );
      expect(ended.length).toBeGreaterThanOrEqual(2);
      await vi.waitFor(() => expect(logged).toHaveBeenCalledTimes(ended.length));
      expect(String(logged.mock.calls[0]![0])).toMatch(/^Postgres ended an idle connection \(.+\); the next query opens a new one\.$/);
      const [row] = await database.session((s) => s.query<{ one: number }>('select 1 as one'));
      expect(row).toEqual({ one: 1 });
    } finally {
      logged.mockRestore();
      await database.close();
    }
  });
});
