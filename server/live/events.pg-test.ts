import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { connect } from '../db/connect.ts';
import { DEMO_ACCOUNTS } from '../../src/resources/samples/demo-accounts.ts';
import { createTestServer, jsonInit, signIn, START_TIMEOUT, type TestServer } from '../test-server.ts';
import { startLiveHub } from './events.ts';
import { endsWithin, readChanges } from './read-sse.ts';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await createTestServer();
  token = await signIn(server);
}, START_TIMEOUT);
afterAll(() => server.close());

it('a write through one API process reaches a live stream of another process on the same Postgres (LISTEN/NOTIFY)', async () => {
  // A second process: its own connections, its own LISTEN, its own app.
  const other = await connect({ databaseUrl: server.databaseUrl });
  const hub = await startLiveHub(other);
  const { app } = createApp({ db: other.db, live: hub });
  try {
    const live = await app.request('http://localhost/app/events', { headers: { Authorization: `Bearer ${token}` } });
    const row = (await (await server.request('/app/department/3', jsonInit('GET', undefined, token))).json()) as { version: number };
    await server.request('/app/department/3', jsonInit('PUT', { ...row, HOD: 'Across processes' }, token));
    const [change] = await readChanges(live, 1);
    expect(change!.data).toMatchObject({ resource: 'department', action: 'update', rowId: 3, version: row.version + 1 });
  } finally {
    await hub.close();
    await other.close();
  }
});

it('a sign-out through one API process ends the stream of that session on another process within 1 s', async () => {
  const other = await connect({ databaseUrl: server.databaseUrl });
  const hub = await startLiveHub(other);
  const { app } = createApp({ db: other.db, live: hub, driver: 'postgres' });
  try {
    const { email, password } = DEMO_ACCOUNTS.viewer;
    const viewer = await signIn(server, email, password);
    const live = await app.request('http://localhost/app/events', { headers: { Authorization: `Bearer ${viewer}` } });
    expect(live.status).toBe(200);
    expect((await server.request('/users/logout', jsonInit('POST', undefined, viewer))).status).toBe(204);
    expect(await endsWithin(live, 1000)).toBe(true);
  } finally {
    await hub.close();
    await other.close();
  }
});
