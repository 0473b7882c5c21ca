// `npm run api`: the reference API server (and the built site, when there is one) on one origin.
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { readConfig } from './config.ts';
import { prepareDatabase } from './start.ts';
import { startLiveHub } from './live/events.ts';

const config = readConfig();
const database = await prepareDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  seedSample: config.seedSample,
  seedDemo: config.seedDemo,
});
const live = await startLiveHub(database);
const { app } = createApp({
  db: database.db,
  live,
  staticDir: config.staticDir,
  corsOrigins: config.corsOrigins,
  checkResponses: config.checkResponses,
});

const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) => {
  const storage = config.databaseUrl ? 'Postgres (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  console.log(`Stride API on http://${info.address}:${info.port} — ${storage}${config.staticDir ? `, site from ${config.staticDir}` : ''}`);
});

let stopping = false;
/** Finishes the requests in flight, then closes the database; a second signal (or 10 s) ends at once. */
function shutdown(signal: string): void {
  if (stopping) process.exit(1);
  stopping = true;
  console.log(`${signal}: shutting down`);
  setTimeout(() => process.exit(1), 10_000).unref();
  server.close(() => {
    void live
      .close()
      .then(() => database.close())
      .then(() => process.exit(0));
  });
  if ('closeIdleConnections' in server) server.closeIdleConnections();
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
