// Postgres's LISTEN connection: several channels in their commit order, and a connection the server ends opened
// again. Runs where DATABASE_URL names a Postgres server.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freshPostgres } from '../test-server.ts';
import { connect, type Database } from './connect.ts';
import { LISTEN_APPLICATION_NAME } from './listen-postgres.ts';

let database: Database;
let url: string;
let drop: () => Promise<void>;
beforeAll(async () => {
  const fresh = await freshPostgres(process.env.DATABASE_URL!);
  ({ url, drop } = fresh);
  database = await connect({ databaseUrl: url });
});
afterAll(async () => {
  await database.close();
  await drop();
});

async function onOtherConnection(sql: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Record<string, unknown>>(sql)).rows;
  } finally {
    await client.end();
  }
}

describe('listen on Postgres', () => {
  it('hears several channels on one connection in commit order, and opens a lost connection again', async () => {
    const heard: string[] = [];
    const status: boolean[] = [];
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const stop = await database.listen(
      ['one', 'two'],
      (payload, channel) => heard.push(`${channel}:${payload}`),
      (up) => status.push(up),
    );
    try {
      await onOtherConnection(`begin; select pg_notify('two', 'a'); select pg_notify('one', 'b'); commit; select pg_notify('two', 'c')`);
      await vi.waitFor(() => expect(heard).toEqual(['two:a', 'one:b', 'two:c']));

      const ended = await onOtherConnection(
        `select pg_terminate_backend(pid) from pg_stat_activity where application_name = '${LISTEN_APPLICATION_NAME}' and datname = current_database()`,
      );
      expect(ended).toHaveLength(1);
      await vi.waitFor(() => expect(status).toEqual([false, true]), { timeout: 5000 });
      await onOtherConnection(`select pg_notify('one', 'd')`);
      await vi.waitFor(() => expect(heard.at(-1)).toBe('one:d'));
      expect(String(logged.mock.calls[0]![0])).toMatch(/^The LISTEN connection was lost \(.+\); opening it again\.$/);
    } finally {
      await stop();
      logged.mockRestore();
    }
  });
});
