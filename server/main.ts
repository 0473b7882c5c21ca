// `npm run api`: the reference API server (and the built site, when there is one) on one origin.
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { readConfig } from './config.ts';
import { activeManagers } from './db/roles.ts';
import { NO_ADMIN_HINT, prepareDatabase } from './start.ts';

const config = readConfig();
const database = await prepareDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  seedSample: config.seedSample,
  seedDemo: config.seedDemo,
});
const { app } = createApp({
  db: database.db,
  staticDir: config.staticDir,
  corsOrigins: config.corsOrigins,
  checkResponses: config.checkResponses,
  registration: config.registration,
});
const adminHint = (await activeManagers(database.db)) > 0 ? '' : `\n${NO_ADMIN_HINT}`;

const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) => {
  const storage = config.databaseUrl ? 'Postgres (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  const site = config.staticDir ? `, site from ${config.staticDir}` : '';
  console.log(`Stride API on http://${info.address}:${info.port} — ${storage}${site}, registration ${config.registration}${adminHint}`);
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
