// Webhooks on the reference server: a change of an order reaches a receiver signed as the Standard Webhooks library
// verifies it; a failing receiver is tried again at growing intervals until it answers 200; an endpoint failing for
// the whole window is disabled and the administrators e-mailed; a rotated secret signs twice during its overlap.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql, type SQL } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebhookDelivery, WebhookWithSecret } from '../../src/contract/webhooks.ts';
import { users } from '../db/tables.ts';
import { createTestServer, jsonInit, signIn, START_TIMEOUT, type TestServer } from '../test-server.ts';
import { startReceiver, type Receiver } from './receiver.ts';
import { sweepDeliveries } from './deliver.ts';
import { webhookDeliveries } from './webhook-tables.ts';
import type { ServerContext } from '../routes/kit.ts';

let server: TestServer;
let token: string;
/** The waits after failed attempts, in order. */
const BACKOFF_MS = (attempts: number) => 400 * 2 ** (attempts - 1);
beforeAll(async () => {
  server = await createTestServer({ app: { webhooks: { allowPrivate: true, backoffMs: BACKOFF_MS, retryWindowMs: 60_000 } } });
  await server.database.db.update(users).set({ role: 'admin' }).where(eq(users.email, 'admin@stride.dev'));
  token = await signIn(server);
}, START_TIMEOUT);
afterAll(() => server.close());

const call = (method: string, path: string, body?: unknown) => server.request(path, jsonInit(method, body, token));
const json = async <T>(res: Response) => (await res.json()) as T;

async function addEndpoint(url: string, events: string[]): Promise<WebhookWithSecret> {
  const res = await call('POST', '/app/webhooks', { url, events, description: 'test' });
  expect(res.status).toBe(201);
  return json<WebhookWithSecret>(res);
}

const order = {
  orderId: '#ST-88888',
  orderDate: '2026-11-01',
  deliveryDate: '2026-11-05',
  customerId: 1,
  customerName: 'Ada Lovelace',
  paymentMethod: 'COD',
  amount: 42.5,
  deliveryStatus: 'New',
};

describe('webhook deliveries', () => {
  let receiver: Receiver;
  afterAll(() => receiver?.close());

  it(
    'an order update reaches the receiver signed as standardwebhooks verifies it',
    async () => {
      receiver = await startReceiver([200]);
      const endpoint = await addEndpoint(receiver.url, ['order.updated']);
      expect(endpoint.secret).toMatch(/^whsec_/);
      const created = await json<{ id: number }>(await call('POST', '/app/order', order));
      const res = await call('PUT', `/app/order/${created.id}`, { ...order, id: created.id, amount: 50 });
      expect(res.status).toBe(200);
      await receiver.waitFor(1);
      const [got] = receiver.received;
      const verified = new Webhook(endpoint.secret).verify(got!.body, got!.headers as Record<string, string>);
      expect(verified).toMatchObject({
        type: 'order.updated',
        data: { id: created.id, changes: [{ field: 'amount', before: 42.5, after: 50 }] },
      });
      // The create was not asked for: one delivery only.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(receiver.received).toHaveLength(1);
      const log = await json<{ items: WebhookDelivery[] }>(await call('GET', `/app/webhooks/${endpoint.id}/deliveries`));
      expect(log.items[0]).toMatchObject({
        eventType: 'order.updated',
        status: 'delivered',
        statusCode: 200,
        attempts: 1,
        response: 'got 1',
      });
      await call('DELETE', `/app/webhooks/${endpoint.id}`);
      await receiver.close();
    },
    START_TIMEOUT,
  );

  it(
    'a receiver answering 500 is tried again at growing intervals until it answers 200',
    async () => {
      receiver = await startReceiver([500, 500, 500, 200]);
      const endpoint = await addEndpoint(receiver.url, ['order.created']);
      await call('POST', '/app/order', { ...order, orderId: '#ST-88889' });
      await receiver.waitFor(4);
      const gaps = receiver.received.slice(1).map((r, i) => r.at - receiver.received[i]!.at);
      // 400, 800, 1600 ms, plus at most the queue's polling (0.5 s) each.
      gaps.forEach((gap, i) => expect(gap).toBeGreaterThanOrEqual(BACKOFF_MS(i + 1) - 50));
      expect(gaps[1]!).toBeGreaterThan(gaps[0]!);
      expect(gaps[2]!).toBeGreaterThan(gaps[1]!);
      const ids = new Set(receiver.received.map((r) => r.headers['webhook-id']));
      expect(ids.size).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const log = await json<{ items: WebhookDelivery[] }>(await call('GET', `/app/webhooks/${endpoint.id}/deliveries`));
      expect(log.items[0]).toMatchObject({ status: 'delivered', attempts: 4, statusCode: 200 });
      await call('DELETE', `/app/webhooks/${endpoint.id}`);
      await receiver.close();
    },
    START_TIMEOUT,
  );

  it(
    'an endpoint failing for the whole window is disabled and the administrators are e-mailed',
    async () => {
      const failing = await createTestServer({
        app: { webhooks: { allowPrivate: true, backoffMs: () => 300, retryWindowMs: 1500 } },
      });
      try {
        await failing.database.db.update(users).set({ role: 'admin' }).where(eq(users.email, 'admin@stride.dev'));
        const admin = await signIn(failing);
        receiver = await startReceiver([503]);
        const made = await failing.request('/app/webhooks', jsonInit('POST', { url: receiver.url, events: ['order.created'] }, admin));
        const endpoint = await json<WebhookWithSecret>(made);
        await failing.request('/app/order', jsonInit('POST', order, admin));
        const deadline = Date.now() + 20_000;
        let state: { enabled: boolean; disabledReason?: string } | undefined;
        while (Date.now() < deadline) {
          const list = await json<{ id: number; enabled: boolean }[]>(
            await failing.request('/app/webhooks', jsonInit('GET', undefined, admin)),
          );
          state = list.find((e) => e.id === endpoint.id);
          if (!state?.enabled) break;
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        expect(state).toMatchObject({ enabled: false, disabledReason: 'failing' });
        const log = await json<{ items: WebhookDelivery[] }>(
          await failing.request(`/app/webhooks/${endpoint.id}/deliveries`, jsonInit('GET', undefined, admin)),
        );
        expect(log.items[0]).toMatchObject({ status: 'failed', statusCode: 503 });
        // The mail goes once the endpoint's change is committed: it may come a moment after.
        for (const until = Date.now() + 10_000; !readdirSync(failing.outbox).length && Date.now() < until;) {
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        const [mail] = readdirSync(failing.outbox);
        expect(readFileSync(join(failing.outbox, mail!), 'utf8')).toContain('A webhook endpoint was disabled');
        await receiver.close();
      } finally {
        await failing.close();
      }
    },
    START_TIMEOUT,
  );

  it(
    'a rotated secret: both the new and the old one sign the test event during the overlap',
    async () => {
      receiver = await startReceiver([200]);
      const endpoint = await addEndpoint(receiver.url, ['order.deleted']);
      const rotated = await json<WebhookWithSecret>(await call('POST', `/app/webhooks/${endpoint.id}/rotate-secret`));
      expect(rotated.secret).not.toBe(endpoint.secret);
      expect(rotated.previousSecretUntil).toBeDefined();
      const test = await call('POST', `/app/webhooks/${endpoint.id}/test`);
      expect(test.status).toBe(202);
      await receiver.waitFor(1);
      const [got] = receiver.received;
      expect(String(got!.headers['webhook-signature']).split(' ')).toHaveLength(2);
      for (const secret of [endpoint.secret, rotated.secret]) {
        expect(new Webhook(secret).verify(got!.body, got!.headers as Record<string, string>)).toMatchObject({ type: 'webhook.test' });
      }
      await receiver.close();
    },
    START_TIMEOUT,
  );

  it(
    'without WEBHOOK_ALLOW_PRIVATE, loopback, metadata and a name resolving to loopback are refused, not retried',
    async () => {
      const guarded = await createTestServer();
      try {
        await guarded.database.db.update(users).set({ role: 'admin' }).where(eq(users.email, 'admin@stride.dev'));
        const admin = await signIn(guarded);
        receiver = await startReceiver([200]);
        const port = new URL(receiver.url).port;
        for (const url of [receiver.url, 'http://169.254.169.254/latest/meta-data/', `http://localhost:${port}/hooks`]) {
          const made = await guarded.request('/app/webhooks', jsonInit('POST', { url, events: ['order.created'] }, admin));
          const endpoint = await json<WebhookWithSecret>(made);
          expect((await guarded.request(`/app/webhooks/${endpoint.id}/test`, jsonInit('POST', undefined, admin))).status).toBe(202);
          let last: WebhookDelivery | undefined;
          for (const until = Date.now() + 20_000; Date.now() < until; await new Promise((resolve) => setTimeout(resolve, 200))) {
            const log = await guarded.request(`/app/webhooks/${endpoint.id}/deliveries`, jsonInit('GET', undefined, admin));
            last = (await json<{ items: WebhookDelivery[] }>(log)).items[0];
            if (last?.status === 'failed') break;
          }
          expect(last, url).toMatchObject({ status: 'failed', attempts: 1 });
          expect(last!.error, url).toMatch(/^Refused: /);
        }
        expect(receiver.received).toHaveLength(0);
        await receiver.close();
      } finally {
        await guarded.close();
      }
    },
    START_TIMEOUT,
  );

  it('the sweep: an attempt left sending by a dead process is queued again, a lost due job too, old ended ones leave the log', async () => {
    receiver = await startReceiver([200]);
    const endpoint = await addEndpoint(receiver.url, ['order.deleted']);
    const db = server.database.db;
    type Insert = typeof webhookDeliveries.$inferInsert;
    const row = (values: { [K in keyof Insert]?: Insert[K] | SQL }) =>
      db
        .insert(webhookDeliveries)
        .values({ endpointId: endpoint.id, messageId: 'msg_sweep', eventType: 'order.deleted', payload: '{}', ...values })
        .returning({ id: webhookDeliveries.id })
        .then(([made]) => made!.id);
    const stuck = await row({ status: 'sending', attempts: 2, attemptStartedAt: sql`now() - interval '5 minutes'` });
    const lost = await row({ status: 'pending', attempts: 1, nextAttemptAt: sql`now() - interval '5 minutes'` });
    const old = await row({ status: 'delivered', attempts: 1, createdAt: sql`now() - interval '40 days'` });
    const queued: [number, number][] = [];
    const jobs = {
      enqueueDelivery: (id: number, attempt: number) => {
        queued.push([id, attempt]);
        return Promise.resolve();
      },
    };
    await sweepDeliveries({ db, jobs } as unknown as ServerContext);
    expect(queued).toEqual(
      expect.arrayContaining([
        [stuck, 2],
        [lost, 1],
      ]),
    );
    const left = await db.select({ id: webhookDeliveries.id }).from(webhookDeliveries).where(eq(webhookDeliveries.id, old));
    expect(left).toEqual([]);
    await call('DELETE', `/app/webhooks/${endpoint.id}`);
    await receiver.close();
  });
});
