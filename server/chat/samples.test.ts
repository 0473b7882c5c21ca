// The sample conversations' seed (server/chat/samples.ts) on PGlite, and on Postgres where DATABASE_URL is set: none
// without the demo accounts (and the run left for a later start with them), then once. What each account then sees is
// the shared case of src/contract/chat-cases.ts (describeChatSamples), run in server/chat/chat.test.ts.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CHAT_SAMPLE_LINES, CHAT_SAMPLES } from '../../src/resources/samples/chat-samples.ts';
import { seedDemoAccounts } from '../db/seed.ts';
import { rows } from '../lists/board-store.ts';
import { createTestServer, START_TIMEOUT, type TestServer } from '../test-server.ts';
import { seedChatSamples } from './samples.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ seedDemo: false });
}, START_TIMEOUT);
afterAll(() => server.close());

const count = async (table: string) =>
  Number((await rows<{ n: number | string }>(server.database.db, sql`select count(*) as n from ${sql.raw(table)}`))[0]?.n);

it('seeds no sample conversation without the demo accounts, then once when they are there', async () => {
  const { db } = server.database;
  expect(await seedChatSamples(db)).toBe(false);
  expect(await count('conversations')).toBe(0);
  await seedDemoAccounts(db);
  expect(await seedChatSamples(db)).toBe(true);
  expect(await count('conversations')).toBe(CHAT_SAMPLES.length);
  expect(await count('chat_messages')).toBe(CHAT_SAMPLE_LINES.length);
  // A deleted sample stays deleted.
  await db.execute(sql`delete from conversations`);
  expect(await seedChatSamples(db)).toBe(false);
  expect(await count('conversations')).toBe(0);
});
