// The reference API server (and the built site, when there is one) on one origin; `server/main.ts` starts it.
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { decoyHash } from './auth/passwords.ts';
import { sessionCacheFor } from './auth/session-cache.ts';
import type { ServerConfig } from './config.ts';
import type { DataDirLock } from './db/data-dir-lock.ts';
import { describeFailure } from './db/failures.ts';
import { activeManagers } from './db/roles.ts';
import { consoleLogger as logger } from './log.ts';
import { startLiveHub } from './live/events.ts';
import { createMailer } from './mail/mailer.ts';
import { countAccounts, NO_ACCOUNT_HINT, purgeSessionsPeriodically } from './maintenance.ts';
import { NO_ADMIN_HINT, prepareDatabase } from './start.ts';
import { writableDirsOf } from './storage-check.ts';
import { diskFileStore, sweepPartials } from './uploads/file-store.ts';
import { jobQueue } from './jobs/queue.ts';
import { s3FileStore } from './uploads/s3-store.ts';
import { exponentialBackoff } from './webhooks/deliver.ts';

/** Prepares the database, listens, and shuts down on SIGINT/SIGTERM. */
export async function run(config: ServerConfig, dataDirLock: DataDirLock | undefined): Promise<void> {
  const database = await prepareDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    dataDirLock,
    seedSample: config.seedSample,
    seedDemo: config.seedDemo,
  }).catch((error: unknown) => {
    // A failed query is told without its parameters (the demo account's hash, e-mails).
    console.error(`The database could not be prepared: ${describeFailure(error)}`);
    process.exit(1);
  });
  const mailer = createMailer({ smtpUrl: config.smtpUrl, outbox: config.mailOutbox, from: config.mailFrom });
  // Built now, so the first sign-in with an unknown e-mail takes as long as any other.
  await decoyHash();
  const stopPurging = purgeSessionsPeriodically(database.db, logger);
  // The upload folder exists from the start (/healthz checks it), without the half files of a process that was killed.
  if (!config.s3) {
    const swept = await sweepPartials(config.uploadDir);
    if (swept.length) logger.info('removed unfinished uploads', { files: swept.length });
  }
  const live = await startLiveHub(database);
  // PGlite: this is the only process, so the callers of recent tokens can be kept (and forgotten at each change).
  const sessions = await sessionCacheFor(database);
  const jobs = jobQueue(database, (error) => logger.error('job queue', { error: error.message }));
  const { app } = createApp({
    db: database.db,
    driver: database.driver,
    live,
    staticDir: config.staticDir,
    corsOrigins: config.corsOrigins,
    checkResponses: config.checkResponses,
    mailer,
    siteUrl: config.siteUrl,
    logRequests: config.logRequests,
    limits: { trustProxy: config.trustProxy },
    logger,
    registration: config.registration,
    webhooks: { allowPrivate: config.webhookAllowPrivate, backoffMs: exponentialBackoff(config.webhookRetryBaseMs) },
    sessionCache: sessions?.cache,
    files: config.s3 ? s3FileStore(config.s3) : diskFileStore(config.uploadDir, { minFreeBytes: config.uploadMinFreeBytes }),
    uploadQuota: config.uploadQuota,
    writableDirs: writableDirsOf(config),
    jobs,
    exportJobThreshold: config.exportJobThreshold,
    queueMail: true,
  });
  // Jobs a stopped process left are taken up again (docs/jobs.md).
  await jobs.start();
  const accounts = await countAccounts(database.db);
  const admins = await activeManagers(database.db);

  const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) => {
    const storage = config.databaseUrl ? 'Postgres (DATABASE_URL)' : `PGlite in ${config.dataDir} (one process only)`;
    const files = config.s3 ? `uploads in s3://${config.s3.bucket} (${config.s3.endpoint})` : `uploads in ${config.uploadDir}`;
    const site = config.staticDir ? `site from ${config.staticDir}` : 'no site (build it with PUBLIC_FAKE_BACKEND=false npm run build)';
    console.log(
      `Stride API on http://${info.address}:${info.port} — storage: ${storage}; ${files}; ${site}; ${mailer.describe()}; registration ${config.registration}`,
    );
    if (accounts === 0) console.log(NO_ACCOUNT_HINT);
    else if (admins === 0) console.log(NO_ADMIN_HINT);
  });

  let stopping = false;
  /** Finishes the requests in flight, then closes the database; a second signal (or 10 s) ends at once. */
  function shutdown(signal: string): void {
    if (stopping) process.exit(1);
    stopping = true;
    console.log(`${signal}: shutting down`);
    stopPurging();
    setTimeout(() => process.exit(1), 10_000).unref();
    // The hub ends every open stream as it closes: a stream is a request in flight that server.close() would wait for.
    const liveClosed = live.close();
    server.close(() => {
      void liveClosed
        .then(() => jobs.stop())
        .then(() => sessions?.stop())
        .then(() => database.close())
        .then(() => process.exit(0));
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  }
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}
