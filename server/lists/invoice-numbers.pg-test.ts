// Gapless invoice numbers across API processes on one Postgres: 50 drafts sent at once, half through each of two
// `node server/main.ts` processes, take 50 consecutive numbers of their year, each once. The counter's row
// (server/lists/send.ts, migration 0023) is what the two processes share; nothing in either process's memory can order them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { INVOICE, LINES } from '../../src/contract/invoice-cases.ts';
import { signInAt, startServer, type RunningServer } from '../process-harness.ts';
import { createTestServer, jsonInit, START_TIMEOUT, type TestServer } from '../test-server.ts';

const YEAR = 2041;
const SENDS = 50;

interface Invoice {
  id: number;
  number: string | null;
  status: string;
}

let server: TestServer;
let folder: string;
const processes: RunningServer[] = [];
beforeAll(async () => {
  // The database is made, migrated and seeded once here; the two processes only open it (one after the other, so
  // their start-up migration checks do not race).
  server = await createTestServer({ seedDemo: true });
  folder = mkdtempSync(join(tmpdir(), 'stride-invoice-numbers-'));
  for (const name of ['a', 'b']) {
    processes.push(
      await startServer({
        DATABASE_URL: server.databaseUrl!,
        SEED_SAMPLE: 'false',
        MAIL_OUTBOX: join(folder, `outbox-${name}`),
        UPLOAD_DIR: join(folder, `uploads-${name}`),
      }),
    );
  }
}, START_TIMEOUT);
afterAll(async () => {
  await Promise.all(processes.map((p) => p.stop()));
  await server?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/** The year's highest number already in the list (0 when none): the sends continue from it. */
async function highestOfYear(): Promise<number> {
  const rows = await server.database.session((s) =>
    s.query<{ number: string | null }>(`select number from list_invoices where number like 'INV-${YEAR}-%'`),
  );
  return Math.max(0, ...rows.map((row) => Number(String(row.number).split('-')[2])));
}

it(`${SENDS} invoices sent at once through two API processes get ${SENDS} consecutive numbers, each once`, async () => {
  expect(server.database.driver).toBe('postgres');
  expect(new Set(processes.map((p) => p.pid)).size).toBe(2);
  const tokens = await Promise.all(processes.map((p) => signInAt(p.url)));
  const at = (n: number) => ({ url: processes[n % 2]!.url, token: tokens[n % 2]! });
  const drafts: Invoice[] = [];
  for (let i = 0; i < SENDS; i++) {
    const { url, token } = at(i);
    const res = await fetch(
      `${url}/app/invoices`,
      jsonInit('POST', { ...INVOICE, lines: LINES, issueDate: `${YEAR}-05-01`, dueDate: `${YEAR}-06-01` }, token),
    );
    expect(res.status).toBe(201);
    drafts.push((await res.json()) as Invoice);
  }
  const start = await highestOfYear();
  const started = performance.now();
  // All 50 in flight together: even-indexed drafts through the first process, odd ones through the second.
  const sent = await Promise.all(
    drafts.map(async (draft, i) => {
      const { url, token } = at(i);
      const res = await fetch(`${url}/app/invoices/${draft.id}/send`, jsonInit('POST', undefined, token));
      return { status: res.status, body: (await res.json()) as Invoice };
    }),
  );
  const ms = Math.round(performance.now() - started);
  expect(sent.map((res) => res.status)).toEqual(drafts.map(() => 200));
  const numbers = sent.map((res) => String(res.body.number));
  expect(new Set(numbers).size).toBe(SENDS);
  const expected = Array.from({ length: SENDS }, (_, i) => `INV-${YEAR}-${String(start + i + 1).padStart(4, '0')}`);
  expect(numbers.toSorted()).toEqual(expected);
  // A figure for docs/invoices-api.md: not a goal the test holds.
  console.log(`postgres: ${SENDS} sends at once through two API processes took ${ms} ms`);
});
