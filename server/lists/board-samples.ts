import { sql } from 'drizzle-orm';
import { DEMO_ACCOUNTS } from '../../src/resources/samples/demo-accounts.ts';
import type { Db } from '../db/connect.ts';
import { rows } from './board-store.ts';

/**
 * The sample cards of migration 0025 name their assignees by the ids the demo accounts have on a fresh database
 * (1 the administrator, 2 the editor, 3 the viewer, as on the fake backend). A server started without SEED_DEMO has
 * no such accounts, and the first people to register would get those ids and find themselves assigned to sample
 * cards. So once per database, after the seeds: each sample card still as the migration wrote it (version 1) is
 * assigned to the demo account of its sample id, found by e-mail, or to nobody when that account does not exist.
 */
const SAMPLE_ASSIGNEES: Record<number, string> = {
  1: DEMO_ACCOUNTS.admin.email,
  2: DEMO_ACCOUNTS.editor.email,
  3: DEMO_ACCOUNTS.viewer.email,
};
/** The highest id of the migration's sample cards. */
const LAST_SAMPLE_CARD = 22;

/** Settles the sample cards' assignees, once per database (`seed_runs`); answers whether it ran now. */
export async function settleSampleAssignees(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await rows<{ name: string }>(
      tx,
      sql`insert into seed_runs (name) values ('sample-data:board-assignees') on conflict do nothing returning name`,
    );
    if (!claimed.length) return false;
    const cases = sql.join(
      Object.entries(SAMPLE_ASSIGNEES).map(([id, email]) => sql`when ${Number(id)} then ${email}`),
      sql` `,
    );
    // Only the cards whose assignee changes: the others keep their version (a write raises it).
    const demoAccount = sql`(select u.id from users u where lower(u.email) = (case t.assignee_id ${cases} end))`;
    await tx.execute(sql`update tasks t set assignee_id = ${demoAccount}
      where t.id <= ${LAST_SAMPLE_CARD} and t.version = 1 and t.assignee_id is not null
        and t.assignee_id is distinct from ${demoAccount}`);
    return true;
  });
}
