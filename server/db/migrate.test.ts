import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, START_TIMEOUT, type TestServer } from '../test-server.ts';
import { nextMigrationFile } from '../tools/generate-list-migration.ts';
import { listColumns, listTableName } from './list-columns.ts';
import { listMigrationSql } from './list-migration-sql.ts';
import { listTable } from './list-tables.ts';
import { migrate, readMigrations } from './migrate.ts';
import { seedDemoAccounts, seedSampleData } from './seed.ts';
import { seedRuns, users } from './tables.ts';
import { LIST_NAMES } from '../../src/resources/index.ts';

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

  it('leave every list with the columns its zod schema generates (a new list is a new migration)', async () => {
    const columns = await server.database.session((s) =>
      s.query<{ table_name: string; column_name: string; data_type: string }>(
        "select table_name, column_name, data_type from information_schema.columns where table_name like 'list\\_%'",
      ),
    );
    const SQL_TYPES = { id: 'integer', integer: 'integer', number: 'double precision', boolean: 'boolean', text: 'text', ids: 'ARRAY' };
    for (const name of LIST_NAMES) {
      const actual = new Map(columns.filter((c) => c.table_name === listTableName(name)).map((c) => [c.column_name, c.data_type]));
      const expected = new Map(listColumns(name).map((c) => [c.field, SQL_TYPES[c.kind]]));
      expect(
        [...expected].filter(([field, type]) => actual.get(field) !== type),
        name,
      ).toEqual([]);
    }
  });

  it('a list migration creates only the lists it names, numbered after the last migration', () => {
    const sql = listMigrationSql(['seller']);
    expect(sql).toContain('create table list_seller (');
    expect(sql.match(/create table /g)).toHaveLength(1);
    const last = Number(readMigrations().at(-1)?.version.slice(0, 4));
    expect(nextMigrationFile(new URL('../migrations/', import.meta.url), ['seller'])).toBe(
      `${String(last + 1).padStart(4, '0')}_list_seller.sql`,
    );
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

  it('a list added later (no seed run of its own yet) gets its sample rows on the next start, once', async () => {
    const { db } = server.database;
    const sellers = listTable('seller');
    const sampleCount = (await db.select().from(sellers)).length;
    await db.delete(sellers);
    await db.delete(seedRuns).where(eq(seedRuns.name, 'sample-data:seller'));
    expect(await seedSampleData(db)).toBe(true);
    expect(await db.select().from(sellers)).toHaveLength(sampleCount);
    expect(await seedSampleData(db)).toBe(false);
  });

  it('a table with rows is not seeded again when its seed run is missing (a database seeded before runs were per list)', async () => {
    const { db } = server.database;
    const sellers = listTable('seller');
    const before = (await db.select().from(sellers)).length;
    await db.delete(seedRuns).where(eq(seedRuns.name, 'sample-data:seller'));
    expect(await seedSampleData(db)).toBe(false);
    expect(await db.select().from(sellers)).toHaveLength(before);
  });

  it('the demo accounts (one per role) are added once', async () => {
    const { db } = server.database;
    expect(await seedDemoAccounts(db)).toBe(0);
    const demo = await db.select({ email: users.email, role: users.role }).from(users).where(like(users.email, '%@stride.dev'));
    expect(Object.fromEntries(demo.map((u) => [u.role, u.email]))).toEqual({
      admin: 'admin@stride.dev',
      editor: 'editor@stride.dev',
      viewer: 'viewer@stride.dev',
    });
  });
});
