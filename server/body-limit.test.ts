import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MESSAGES } from '../src/contract/messages.ts';
import { BODY_LIMIT } from './app.ts';
import { startServer, type RunningServer } from './process-harness.ts';
import { START_TIMEOUT } from './test-server.ts';

// Over a real socket (app.request has none): what a refused body leaves of the connection.
const dir = mkdtempSync(join(tmpdir(), 'stride-body-limit-'));
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ PGLITE_DIR: join(dir, 'pglite') });
}, START_TIMEOUT);
afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const signIn = (body: string) =>
  fetch(`${server.url}/users/authenticate`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });

it('refuses a body over the limit with 413 and closes the connection, so the next request on it is answered', async () => {
  for (let round = 0; round < 3; round++) {
    const refused = await signIn(`"${'x'.repeat(BODY_LIMIT + 10)}"`);
    expect(refused.status).toBe(413);
    expect(refused.headers.get('Connection')).toBe('close');
    await refused.body?.cancel();
    // fetch keeps connections alive: without the close, this one went out on the half-read connection and was dropped.
    const next = await signIn(JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password' }));
    expect(next.status).toBe(400);
    await next.body?.cancel();
  }
});

it('refuses a body nested too deep at its first piece, 400 with the message, and closes the connection likewise', async () => {
  const post = (body: string) =>
    fetch(`${server.url}/app/newsletter`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
  for (let round = 0; round < 2; round++) {
    const refused = await post(`${'['.repeat(400_000)}${']'.repeat(400_000)}`);
    expect(refused.status).toBe(400);
    expect(refused.headers.get('Connection')).toBe('close');
    expect(await refused.json()).toEqual({ message: MESSAGES.bodyTooDeep });
    const next = await post('{}');
    expect(next.status).toBe(400);
    expect(((await next.json()) as { message: string }).message).toMatch(/^Invalid input/);
  }
});
