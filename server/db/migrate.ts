import { readdirSync, readFileSync } from 'node:fs';
import type { Database, Session } from './connect.ts';

const MIGRATIONS_DIR = new URL('../migrations/', import.meta.url);
/** Any constant: API processes starting at once queue on this lock, so only one applies the migrations. */
const MIGRATION_LOCK = 7_340_021;

export interface Migration {
  version: string;
  sql: string;
}

/** `server/migrations/NNNN_name.sql`, in version order. */
export function readMigrations(dir: URL = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d{4}_[\w-]+\.sql$/.test(file))
    .sort()
    .map((file) => ({ version: file.replace(/\.sql$/, ''), sql: readFileSync(new URL(file, dir), 'utf8') }));
}

async function applyOne(session: Session, migration: Migration): Promise<void> {
  await session.exec('begin');
  try {
    await session.exec(migration.sql);
    await session.query('insert into schema_migrations (version) values ($1)', [migration.version]);
    await session.exec('commit');
  } catch (error) {
    await session.exec('rollback');
    throw new Error(`Migration ${migration.version} failed: ${(error as Error).message}`, { cause: error });
  }
}

/** Applies the migrations not yet recorded in `schema_migrations`, each in its own transaction. Answers the versions applied. */
export function migrate(database: Database, migrations: Migration[] = readMigrations()): Promise<string[]> {
  return database.session(async (session) => {
    await session.exec(
      'create table if not exists schema_migrations (version text primary key, applied_at timestamptz not null default now())',
    );
    await session.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      const applied = new Set((await session.query<{ version: string }>('select version from schema_migrations')).map((r) => r.version));
      const pending = migrations.filter((m) => !applied.has(m.version));
      for (const migration of pending) await applyOne(session, migration);
      return pending.map((m) => m.version);
    } finally {
      await session.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  });
}
