import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, START_TIMEOUT, type TestServer } from '../test-server.ts';
import { listMigrationSql } from './list-sql.ts';
import { listTable } from './list-tables.ts';
import { migrate, readMigrations } from './migrate.ts';
import { seedDemoAccount, seedSampleData } from './seed.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
}, START_TIMEOUT);
afterAll(() => server.close());

describe('migrations', () => {
  it('are recorded once applied, so a restart applies none', async () => {
    const versions = readMigrations().map((m) => m.version);
    expect(versions.slice(0, 2)).toEqual(['0001_core', '0002_lists']);
    expect(await migrate(server.database)).toEqual([]);
    const recorded = await server.database.session((s) =>
      s.query<{ version: string }>('select version from schema_migrations order by version'),
    );
    expect(recorded.map((r) => r.version)).toEqual(versions);
  });

  it('the lists migration is the one the zod schemas generate (regenerate it when a schema changes)', () => {
    const committed = readFileSync(new URL('../migrations/0002_lists.sql', import.meta.url), 'utf8');
    expect(committed).toBe(listMigrationSql());
  });

  it('a failing migration is rolled back and named', async () => {
    const broken = [{ version: '9999_broken', sql: 'create table half_done (id int); select no_such_function();' }];
    await expect(migrate(server.database, broken)).rejects.toThrow(/9999_broken/);
    const tables = await server.database.session((s) => s.query("select 1 from information_schema.tables where table_name = 'half_done'"));
    expect(tables).toEqual([]);
  });
});

describe('seeds', () => {
  it('the sample data is seeded once: a deleted row stays deleted after another run', async () => {
    const { db } = server.database;
    const notes = listTable('notes');
    await db.delete(notes).where(eq(notes.id, 1));
    expect(await seedSampleData(db)).toBe(false);
    expect(await db.select().from(notes).where(eq(notes.id, 1))).toEqual([]);
  });

  it('the demo account is added once', async () => {
    expect(await seedDemoAccount(server.database.db)).toBe(false);
  });
});
