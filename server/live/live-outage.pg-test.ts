// The live stream across a Postgres outage: the database sits behind a TCP proxy the test cuts for 10 s while a
// writer keeps writing. Runs where DATABASE_URL names a Postgres server.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app.ts';
import { silentLogger } from '../log.ts';
import { postgresBehindProxy, type PostgresBehindProxy } from '../outage-setup.ts';
import { jsonInit, START_TIMEOUT } from '../test-server.ts';
import { startLiveHub, type LiveHub } from './events.ts';
import { collectChanges } from './read-sse.ts';

const OUTAGE_MS = 10_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let behind: PostgresBehindProxy;
let hub: LiveHub;
beforeAll(async () => {
  behind = await postgresBehindProxy();
  hub = await startLiveHub(behind.database, { logger: silentLogger });
}, START_TIMEOUT);
afterAll(async () => {
  await hub.close();
  await behind.close();
});

describe('the live stream across a Postgres outage', () => {
  it('every change made before, during and after reaches a stream that stayed open, none twice; /healthz says the listener is down, then heals', async () => {
    // The pool and the listener say what they lose and regain; that is expected here.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { proxy, database } = behind;
    const { app } = createApp({ db: database.db, driver: 'postgres', live: hub, logger: silentLogger, logRequests: false });
    const signIn = await app.request('/users/authenticate', jsonInit('POST', { email: 'admin@stride.dev', password: 'stride-demo' }));
    const { token } = (await signIn.json()) as { token: string };
    const live = await app.request('/app/events', { headers: { Authorization: `Bearer ${token}` } });
    expect(live.status).toBe(200);
    const received = collectChanges(live);

    const answers: number[] = [];
    let writing = true;
    const writer = (async () => {
      for (let n = 1; writing; n++) {
        const event = { id: 70_000 + n, title: `Write ${n}`, start: '2026-11-30', allDay: true, className: 'event-info' };
        answers.push((await app.request('/app/calendar', jsonInit('POST', event, token))).status);
        await sleep(100);
      }
    })();
    try {
      await sleep(1500);
      await proxy.cut();
      const cutAt = Date.now();
      await sleep(300);
      const down = await app.request('/healthz');
      expect(down.status).toBe(503);
      expect(down.headers.get('Retry-After')).toBe('5');
      expect(await down.json()).toMatchObject({ status: 'unavailable', listener: 'unavailable' });
      await sleep(OUTAGE_MS - (Date.now() - cutAt));
      await proxy.restore();
      await vi.waitFor(async () => expect((await app.request('/healthz')).status).toBe(200), { timeout: 15_000, interval: 250 });
      expect(await (await app.request('/healthz')).json()).toEqual({ status: 'ok', db: 'ok', listener: 'ok' });
      await sleep(1500);
    } finally {
      writing = false;
      await writer;
    }

    // Refused during the outage, accepted before and after it.
    expect(answers.slice(0, 3)).toEqual([200, 200, 200]);
    expect(answers).toContain(503);
    expect(answers.slice(answers.lastIndexOf(503) + 1)).toContain(200);
    expect(new Set(answers)).toEqual(new Set([200, 503]));
    const recorded = (await database.session((s) => s.query<{ id: string }>('select id from live_events order by id'))).map((r) =>
      Number(r.id),
    );
    expect(recorded.length).toBe(answers.filter((status) => status === 200).length);
    await vi.waitFor(() => expect(received.changes.length).toBeGreaterThanOrEqual(recorded.length), { timeout: 10_000 });
    await sleep(300);
    await received.stop();
    expect(received.changes.map((change) => change.id)).toEqual(recorded);
    logged.mockRestore();
  }, 90_000);
});
