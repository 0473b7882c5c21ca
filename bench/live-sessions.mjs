// The live stream's ends and heals (`node bench/live-sessions.mjs`; Postgres parts where DATABASE_URL names a server).
// In process, through app.request (no HTTP), so it measures the server's mechanism, not the network:
// - sign-out -> the session's stream ended, median and slowest of 10: on PGlite; on Postgres across two API processes
//   (the sign-out to one, the stream from the other, as NOTIFY carries it);
// - Postgres, 500 streams of 500 sessions open on one process: sign-out of one -> its stream ended (the others stay),
//   and the one query that reads every stream's session (median of 20);
// - Postgres behind a TCP proxy cut for 10 s: restore -> the listener hears again, and the changes written meanwhile
//   that the stream got from live_events.
import { DEMO_ACCOUNTS } from '../src/resources/samples/demo-accounts.ts';
import { digest } from '../server/auth/tokens.ts';
import { connect } from '../server/db/connect.ts';
import { migrate } from '../server/db/migrate.ts';
import { seedDemoAccounts } from '../server/db/seed.ts';
import { createApp } from '../server/app.ts';
import { startLiveHub } from '../server/live/events.ts';
import { collectChanges, endsWithin } from '../server/live/read-sse.ts';
import { liveSessionRoles } from '../server/live/session-roles.ts';
import { silentLogger } from '../server/log.ts';
import { TcpProxy, throughProxy } from '../server/tcp-proxy.ts';
import { createTestServer, freshPostgres, jsonInit } from '../server/test-server.ts';

const SAMPLES = 10;
const STREAMS = 500;
const roomy = { limit: 100_000, windowMs: 60_000 };
const limits = { settings: { signInPerAccount: roomy, signInPerAddress: roomy } };
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
const round = (x) => Math.round(x * 10) / 10;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function signIn(request, { email, password } = DEMO_ACCOUNTS.viewer) {
  const res = await request('/users/authenticate', jsonInit('POST', { email, password }));
  return (await res.json()).token;
}

/** Milliseconds from each sign-out sent (to `signOutVia`) to its stream (from `streamVia`) ended. */
async function signOutToEnd(signOutVia, streamVia) {
  const times = [];
  for (let i = 0; i < SAMPLES; i++) {
    const token = await signIn(signOutVia);
    const live = await streamVia('/app/events', { headers: { Authorization: `Bearer ${token}` } });
    await sleep(50);
    const start = performance.now();
    await signOutVia('/users/logout', jsonInit('POST', undefined, token));
    if (!(await endsWithin(live, 5_000))) throw new Error('the stream did not end');
    times.push(performance.now() - start);
  }
  return { median: round(median(times)), max: round(Math.max(...times)) };
}

async function onPglite() {
  // createTestServer takes Postgres whenever DATABASE_URL is set.
  const url = process.env.DATABASE_URL;
  delete process.env.DATABASE_URL;
  const server = await createTestServer({ app: { limits } }).finally(() => url && (process.env.DATABASE_URL = url));
  try {
    return await signOutToEnd(server.request, server.request);
  } finally {
    await server.close();
  }
}

/** A second API process on the test server's Postgres database. */
async function secondProcess(server) {
  const database = await connect({ databaseUrl: server.databaseUrl });
  const hub = await startLiveHub(database, { logger: silentLogger });
  const { app } = createApp({ db: database.db, driver: 'postgres', live: hub, logger: silentLogger, logRequests: false, limits });
  return {
    database,
    hub,
    request: (path, init) => app.request(`http://localhost${path}`, init),
    close: async () => {
      await hub.close();
      await database.close();
    },
  };
}

async function onPostgres() {
  const server = await createTestServer({ app: { limits } });
  const other = await secondProcess(server);
  try {
    const across = await signOutToEnd(server.request, other.request);
    const tokens = [];
    for (let i = 0; i < STREAMS; i++) tokens.push(await signIn(server.request));
    const streams = await Promise.all(tokens.map((t) => other.request('/app/events', { headers: { Authorization: `Bearer ${t}` } })));
    await sleep(1_000);
    const start = performance.now();
    await server.request('/users/logout', jsonInit('POST', undefined, tokens[0]));
    if (!(await endsWithin(streams[0], 5_000))) throw new Error('the stream did not end');
    const oneOfMany = round(performance.now() - start);
    const open = other.hub.size;
    const hashes = tokens.map(digest);
    const reads = [];
    for (let i = 0; i < 22; i++) {
      const t = performance.now();
      await liveSessionRoles(other.database.db, hashes);
      if (i >= 2) reads.push(performance.now() - t);
    }
    for (const s of streams.slice(1)) await s.body.cancel();
    return { across, oneOfMany, openAfter: open, readAllMs: round(median(reads)) };
  } finally {
    await other.close();
    await server.close();
  }
}

async function outage() {
  const fresh = await freshPostgres(process.env.DATABASE_URL);
  const url = new URL(fresh.url);
  const proxy = new TcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
  await proxy.restore();
  const database = await connect({ databaseUrl: throughProxy(fresh.url, proxy) });
  await migrate(database);
  await seedDemoAccounts(database.db);
  const hub = await startLiveHub(database, { logger: silentLogger });
  const { app } = createApp({ db: database.db, driver: 'postgres', live: hub, logger: silentLogger, logRequests: false });
  const request = (path, init) => app.request(`http://localhost${path}`, init);
  const quiet = console.error;
  console.error = () => undefined;
  try {
    const token = await signIn(request, DEMO_ACCOUNTS.admin);
    const received = collectChanges(await request('/app/events', { headers: { Authorization: `Bearer ${token}` } }));
    await proxy.cut();
    await sleep(10_000);
    await proxy.restore();
    const restored = performance.now();
    // Written after the database is back: heard by NOTIFY once the listener is, read from live_events before that.
    let written = 0;
    let heardAgain;
    let beforeHeard = 0;
    for (let n = 1, after = 0; after < 5; n++) {
      const event = { id: 80_000 + n, title: `Bench ${n}`, start: '2026-11-30', allDay: true, className: 'event-info' };
      if ((await request('/app/calendar', jsonInit('POST', event, token))).status === 200) written++;
      if (heardAgain === undefined && hub.listening) [heardAgain, beforeHeard] = [performance.now() - restored, written];
      else if (heardAgain !== undefined) after++;
      await sleep(50);
    }
    await sleep(1_000);
    await received.stop();
    return { listenerBackMs: Math.round(heardAgain), written, writtenBeforeListenerBack: beforeHeard, received: received.changes.length };
  } finally {
    console.error = quiet;
    await hub.close();
    await database.close();
    await proxy.cut().catch(() => undefined);
    await fresh.drop();
  }
}

process.env.SCRYPT_COST ??= '1024';
const result = { date: new Date().toISOString(), pglite: await onPglite() };
if (process.env.DATABASE_URL) Object.assign(result, { postgres: await onPostgres(), outage: await outage() });
console.log(JSON.stringify(result, null, 2));
process.exit(0);
