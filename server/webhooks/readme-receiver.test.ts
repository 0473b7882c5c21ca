// The README's webhook receiver works as it says: run as it is written, it answers 204 to a delivery signed as the
// server signs one, and 400 to a body changed after signing or a wrong secret.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { webhookBody } from '../../src/contract/webhooks.ts';
import { safePost } from './safe-post.ts';
import { newWebhookSecret, webhookHeaders } from './sign.ts';

const root = new URL('../../', import.meta.url);
const readme = readFileSync(new URL('README.md', root), 'utf8');
const code = /<!-- webhook-receiver:start -->\n```js\n([\s\S]*?)```\n<!-- webhook-receiver:end -->/.exec(readme)?.[1];
// Inside the checkout, so `standardwebhooks` resolves from its node_modules.
const dir = new URL('node_modules/.cache/readme-receiver/', root);
const file = new URL(`receiver-${process.pid}.mjs`, dir);
const secret = newWebhookSecret();
let child: ChildProcess;
let url: string;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  expect(code, 'README.md has the receiver between its markers').toBeDefined();
  mkdirSync(dir, { recursive: true });
  writeFileSync(file, code!);
  const port = await freePort();
  url = `http://127.0.0.1:${port}/`;
  child = spawn(process.execPath, [file.pathname], { env: { ...process.env, WEBHOOK_SECRET: secret, PORT: String(port) }, stdio: 'pipe' });
  for (let tries = 0; tries < 100; tries++) {
    const probe = await safePost(url, {}, '{}', { allowPrivate: true, timeoutMs: 500 });
    if (probe.kind === 'answered') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the README receiver did not start');
}, 30_000);
afterAll(() => {
  child?.kill();
  rmSync(file, { force: true });
});

const body = webhookBody('order.updated', { id: 7, changes: [{ field: 'amount', before: 1, after: 2 }] }, new Date());
const post = (headers: Record<string, string>, sent = body) => safePost(url, headers, sent, { allowPrivate: true });

it('answers 204 to a delivery signed with its secret', async () => {
  expect(await post(webhookHeaders([secret], 'msg_readme', body))).toMatchObject({ kind: 'answered', statusCode: 204 });
});

it('answers 400 to a changed body, a wrong secret, or no signature', async () => {
  const headers = webhookHeaders([secret], 'msg_readme', body);
  expect(await post(headers, body.replace('"after":2', '"after":3'))).toMatchObject({ statusCode: 400 });
  expect(await post(webhookHeaders([newWebhookSecret()], 'msg_readme', body))).toMatchObject({ statusCode: 400 });
  expect(await post({})).toMatchObject({ statusCode: 400 });
});

it('accepts either signature while a rotated secret overlaps', async () => {
  const headers = webhookHeaders([newWebhookSecret(), secret], 'msg_readme', body);
  expect(await post(headers)).toMatchObject({ statusCode: 204 });
});
