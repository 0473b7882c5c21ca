// Mail through the job queue (pg-boss on the test's database) to a fake SMTP relay that refuses before it accepts.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, jsonInit, signIn, START_TIMEOUT, type TestServer } from '../test-server.ts';
import { fakeSmtp, type FakeSmtp } from './fake-smtp.ts';
import { smtpMailer } from './mailer.ts';

let relay: FakeSmtp;
let server: TestServer;
let admin: string;

beforeAll(async () => {
  // The first two connections are answered 421 (a relay restarting): the mail is sent at the third try.
  relay = await fakeSmtp({ refuseFirst: 2 });
  server = await createTestServer({ app: { mailer: smtpMailer(`smtp://127.0.0.1:${relay.port}/?ignoreTLS=true`), queueMail: true } });
  admin = await signIn(server);
}, START_TIMEOUT);
afterAll(async () => {
  await server?.close();
  await relay?.close();
});

async function queuedMail(): Promise<{ status: string; attempts: number; last_error: string | null }[]> {
  const result = await server.database.db.execute(sql`select status, attempts, last_error from mail_queue order by id`);
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    status: string;
    attempts: number;
    last_error: string | null;
  }[];
}

async function until(check: () => boolean | Promise<boolean>, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('mail on the job queue', () => {
  it('answers the request at once, and sends the mail once the relay takes it, after two refusals with back-off', async () => {
    const started = Date.now();
    const res = await server.request('/users/invite', jsonInit('POST', { email: 'queued@example.com', role: 'viewer' }, admin));
    expect(res.status).toBe(201);
    const { link } = (await res.json()) as { link: string };
    // Answered before any try reached the relay's acceptance.
    expect(relay.received).toHaveLength(0);
    await until(() => relay.received.length > 0, 60_000);
    const waited = Date.now() - started;
    expect(relay.refused).toBe(2);
    expect(relay.received).toHaveLength(1);
    expect(relay.received[0]!.to).toEqual(['RCPT TO:<queued@example.com>']);
    expect(relay.received[0]!.data.replace(/=\r\n/g, '')).toContain('You are invited');
    expect(link).toContain('invite=');
    // 2 s, then 4 s between the tries (pg-boss's back-off), plus its polling.
    expect(waited).toBeGreaterThan(5_000);
    // Sent: the row (and its link) is gone.
    await until(async () => (await queuedMail()).length === 0, 10_000);
  }, 90_000);

  it('keeps a mail the relay cannot take, with the reason, for the next try', async () => {
    await relay.close();
    const res = await server.request('/users/invite', jsonInit('POST', { email: 'later@example.com', role: 'viewer' }, admin));
    expect(res.status).toBe(201);
    await until(async () => (await queuedMail()).some((mail) => mail.attempts > 0), 30_000);
    const [mail] = await queuedMail();
    expect(mail).toMatchObject({ status: 'queued' });
    expect(mail!.last_error).toMatch(/ECONNREFUSED/);
  }, 60_000);
});
