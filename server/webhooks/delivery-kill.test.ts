// A kill -9 of the API process between two attempts of a delivery, then a start on the same database: the retries go
// on where they were (the attempt is pg-boss's job, the delivery's state its row) until the receiver answers 200.
// PGlite in a folder of its own, or a fresh database on the Postgres of DATABASE_URL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { WebhookDelivery, WebhookWithSecret } from '../../src/contract/webhooks.ts';
import { pollUntil, type RunningServer, signInAt, startServer } from '../process-harness.ts';
import { freshPostgres } from '../test-server.ts';
import { startReceiver, type Receiver } from './receiver.ts';

const dir = mkdtempSync(join(tmpdir(), 'stride-delivery-kill-'));
let postgres: Awaited<ReturnType<typeof freshPostgres>> | undefined;
let env: Record<string, string>;
let running: RunningServer | undefined;
let receiver: Receiver;

beforeAll(async () => {
  postgres = process.env.DATABASE_URL ? await freshPostgres(process.env.DATABASE_URL) : undefined;
  receiver = await startReceiver([500, 500, 200]);
  env = {
    SEED_DEMO: '1',
    SEED_SAMPLE: 'false',
    UPLOAD_DIR: join(dir, 'uploads'),
    MAIL_OUTBOX: join(dir, 'outbox'),
    WEBHOOK_ALLOW_PRIVATE: 'true',
    // 4 s before the first retry, 8 s before the second: time to kill the process in between.
    WEBHOOK_RETRY_BASE_MS: '4000',
    ...(postgres ? { DATABASE_URL: postgres.url } : { PGLITE_DIR: join(dir, 'pglite') }),
  };
}, 60_000);
afterAll(async () => {
  await running?.stop('SIGKILL');
  await receiver?.close();
  await postgres?.drop();
  rmSync(dir, { recursive: true, force: true });
});

const call = async (url: string, token: string, method: string, path: string, body?: unknown) =>
  fetch(`${url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

async function lastDelivery(url: string, token: string, id: number): Promise<WebhookDelivery | undefined> {
  const res = await call(url, token, 'GET', `/app/webhooks/${id}/deliveries`);
  return ((await res.json()) as { items: WebhookDelivery[] }).items[0];
}

it('retries a delivery across a kill -9 and a restart until it is delivered', { timeout: 300_000 }, async () => {
  running = await startServer(env);
  let token = await signInAt(running.url);
  const made = await call(running.url, token, 'POST', '/app/webhooks', { url: receiver.url, events: ['department.created'] });
  const endpoint = (await made.json()) as WebhookWithSecret;
  // A list without references: the database is not seeded with the sample rows.
  const department = { departmentName: 'Webhooks', HOD: 'Ada Byron', phone: '+1 (555) 010-1300', email: 'hooks@stride.dev', employee: 3 };
  expect((await call(running.url, token, 'POST', '/app/department', department)).status).toBe(200);
  // The first attempt failed and its retry is queued: the process is killed between the two.
  const waiting = await pollUntil(
    () => lastDelivery(running!.url, token, endpoint.id),
    (d) => d?.status === 'pending' && d.attempts === 1,
    60_000,
  );
  expect(waiting).toMatchObject({ status: 'pending', attempts: 1, statusCode: 500 });
  await running.stop('SIGKILL');
  expect(receiver.received).toHaveLength(1);

  running = await startServer(env);
  token = await signInAt(running.url);
  await receiver.waitFor(3, 120_000);
  const delivered = await pollUntil(
    () => lastDelivery(running!.url, token, endpoint.id),
    (d) => d?.status === 'delivered',
    30_000,
  );
  expect(delivered).toMatchObject({ status: 'delivered', attempts: 3, statusCode: 200 });
  // One message, three attempts, at growing intervals.
  expect(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(1);
  const [first, second, third] = receiver.received.map((r) => r.at);
  expect(second! - first!).toBeGreaterThanOrEqual(4000 - 100);
  expect(third! - second!).toBeGreaterThanOrEqual(8000 - 100);
});
