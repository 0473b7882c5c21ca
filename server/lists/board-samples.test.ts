// The sample cards' assignees on the reference server (server/lists/board-samples.ts): the demo accounts with
// SEED_DEMO, nobody without them, and never the people who register later with the ids the samples name.
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../db/seed.ts';
import { createTestServer, START_TIMEOUT, type TestServer } from '../test-server.ts';
import { readBoard, rows } from './board-store.ts';
import { settleSampleAssignees } from './board-samples.ts';

const servers: TestServer[] = [];
afterAll(() => Promise.all(servers.map((s) => s.close())));

const sampleCards = (server: TestServer) =>
  rows<{ id: number; assigneeId: number | null; version: number }>(
    server.database.db,
    sql`select id, assignee_id as "assigneeId", version from tasks where id <= 22 order by id`,
  );

describe('the sample cards of the task board', () => {
  it(
    'with the demo accounts: stay assigned to them, as the migration wrote them (version 1), each one of the people',
    async () => {
      const server = await createTestServer({ seedDemo: true });
      servers.push(server);
      const cards = await sampleCards(server);
      expect(cards.filter((c) => c.assigneeId !== null).length).toBeGreaterThan(10);
      expect(cards.every((c) => c.version === 1)).toBe(true);
      const board = await readBoard(server.database.db, 1);
      const people = board!.people.map((p) => p.id);
      for (const card of cards) if (card.assigneeId !== null) expect(people).toContain(card.assigneeId);
    },
    START_TIMEOUT,
  );

  it(
    'without them: assigned to nobody, also after accounts with those ids are made; settled only once',
    async () => {
      const server = await createTestServer({ seedDemo: false });
      servers.push(server);
      expect((await sampleCards(server)).map((c) => c.assigneeId)).toEqual(Array.from({ length: 22 }, () => null));
      expect((await readBoard(server.database.db, 1))!.people).toEqual([]);
      await seedDemoAccounts(server.database.db);
      expect(await settleSampleAssignees(server.database.db)).toBe(false);
      expect((await sampleCards(server)).every((c) => c.assigneeId === null)).toBe(true);
      expect((await readBoard(server.database.db, 1))!.people.map((p) => p.name)).toEqual([
        'Alex Morgan',
        'Eva Lindqvist',
        'Victor Okafor',
      ]);
    },
    START_TIMEOUT,
  );
});
