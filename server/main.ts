// `npm run api`: the reference API server (and the built site, when there is one) on one origin.
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { readConfig } from './config.ts';
import { createMailer } from './mail/mailer.ts';
import { prepareDatabase } from './start.ts';

const config = readConfig();
const database = await prepareDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  seedSample: config.seedSample,
  seedDemo: config.seedDemo,
});
const mailer = createMailer({ smtpUrl: config.smtpUrl, outbox: config.mailOutbox, from: config.mailFrom });
const { app } = createApp({
  db: database.db,
  staticDir: config.staticDir,
  corsOrigins: config.corsOrigins,
  checkResponses: config.checkResponses,
  mailer,
  siteUrl: config.siteUrl,
});

const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) => {
  const storage = config.databaseUrl ? 'Postgres (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  console.log(
    `Stride API on http://${info.address}:${info.port} — ${storage}${config.staticDir ? `, site from ${config.staticDir}` : ''}, ${mailer.describe()}`,
  );
});

let stopping = false;
/** Finishes the requests in flight, then closes the database; a second signal (or 10 s) ends at once. */
function shutdown(signal: string): void {
  if (stopping) process.exit(1);
  stopping = true;
  console.log(`${signal}: shutting down`);
  setTimeout(() => process.exit(1), 10_000).unref();
  server.close(() => {
    void database.close().then(() => process.exit(0));
  });
  if ('closeIdleConnections' in server) server.closeIdleConnections();
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
