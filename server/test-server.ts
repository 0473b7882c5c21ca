// Test helper: a fresh database (in-memory PGlite, or a new database on the Postgres of DATABASE_URL) and the app on it.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp, type AppOptions } from './app.ts';
import type { Database } from './db/connect.ts';
import { outboxMailer } from './mail/mailer.ts';
import { prepareDatabase } from './start.ts';
import { startLiveHub } from './live/events.ts';
import { sessionCacheFor } from './auth/session-cache.ts';
import { diskFileStore } from './uploads/file-store.ts';
import { emptyCluster } from './db/empty-cluster.ts';
import { jobQueue } from './jobs/queue.ts';

// The cost of production hashes would make every sign-in in the tests take 0.2 s.
process.env.SCRYPT_COST ??= '1024';

export interface TestServer {
  database: Database;
  request: (path: string, init?: RequestInit) => Promise<Response>;
  served: Set<string>;
  /** The export's job threshold (EXPORT_JOB_THRESHOLD), which a test may lower between calls. */
  exportJobs: { threshold: number };
  /** The folder the server's mail is written to (a fresh one per server). */
  outbox: string;
  /** The test database's URL on Postgres (undefined on PGlite), so a second API process can open it. */
  databaseUrl: string | undefined;
  close: () => Promise<void>;
}

export async function freshPostgres(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const { default: pg } = await import('pg');
  const name = `stride_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** A fresh database with every migration takes a few seconds on a busy machine. */
export const START_TIMEOUT = 120_000;

/** Which database the server tests run on: DATABASE_URL's Postgres when set, else PGlite. */
export const TEST_DRIVER = process.env.DATABASE_URL ? 'postgres' : 'pglite';

export async function createTestServer(
  options: { seedDemo?: boolean; company?: boolean; app?: Partial<AppOptions> } = {},
): Promise<TestServer> {
  const postgres = process.env.DATABASE_URL ? await freshPostgres(process.env.DATABASE_URL) : undefined;
  const database = await prepareDatabase({
    databaseUrl: postgres?.url,
    dataDir: 'memory://',
    startFrom: postgres ? undefined : await emptyCluster(),
    seedDemo: options.seedDemo ?? true,
    // The sample files' rows only, unless a test asks for the sample company (thousands of rows, seconds on PGlite).
    seedCompany: options.company ?? false,
  });
  const outbox = mkdtempSync(join(tmpdir(), 'stride-test-outbox-'));
  const mailer = outboxMailer(outbox, undefined, () => undefined);
  const uploads = mkdtempSync(join(tmpdir(), 'stride-test-uploads-'));
  const live = await startLiveHub(database);
  // As `npm run api` does: on PGlite the callers of recent tokens are kept, so the tests prove a change still counts at once.
  const sessions = await sessionCacheFor(database);
  // pg-boss starts at the first job queued: a test that queues none does not wait for its schema.
  const jobs = jobQueue(database, (error) => console.error(`job queue: ${error.message}`));
  const { app, served, exportJobs } = createApp({
    db: database.db,
    driver: database.driver,
    checkResponses: true,
    logRequests: false,
    mailer,
    siteUrl: 'http://localhost:8787',
    live,
    sessionCache: sessions?.cache,
    files: diskFileStore(uploads),
    jobs,
    ...options.app,
  });
  return {
    database,
    served,
    exportJobs,
    outbox,
    request: async (path, init) => app.request(`http://localhost${path}`, init),
    databaseUrl: postgres?.url,
    close: async () => {
      await live.close();
      await jobs.stop();
      await sessions?.stop();
      await database.close();
      await postgres?.drop();
      rmSync(outbox, { recursive: true, force: true });
      rmSync(uploads, { recursive: true, force: true });
    },
  };
}

/** A JSON call, with a bearer token when given. */
export function jsonInit(method: string, body?: unknown, token?: string): RequestInit {
  return {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  };
}

export async function signIn(server: TestServer, email = 'admin@stride.dev', password = 'stride-demo'): Promise<string> {
  const res = await server.request('/users/authenticate', jsonInit('POST', { email, password }));
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}
