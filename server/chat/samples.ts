import { sql } from 'drizzle-orm';
import type { Role } from '../../src/contract/permissions.ts';
import { CHAT_SAMPLE_LINES, CHAT_SAMPLES, chatSampleTime } from '../../src/resources/samples/chat-samples.ts';
import { DEMO_ACCOUNTS } from '../../src/resources/samples/demo-accounts.ts';
import type { Db } from '../db/connect.ts';
import { rows, type Exec } from '../lists/board-store.ts';

/** The demo accounts' ids by role, or null when one of them is not there (a server started without SEED_DEMO). */
async function demoIds(db: Exec): Promise<Record<Role, number> | null> {
  const emails = Object.values(DEMO_ACCOUNTS).map((a) => a.email);
  const found = await rows<{ id: number; email: string }>(
    db,
    sql`select id, lower(email) as email from users where lower(email) in (${sql.join(
      emails.map((e) => sql`${e}`),
      sql`, `,
    )})`,
  );
  const byEmail = new Map(found.map((u) => [u.email, u.id]));
  const ids = Object.fromEntries(Object.entries(DEMO_ACCOUNTS).map(([role, a]) => [role, byEmail.get(a.email)])) as Record<
    Role,
    number | undefined
  >;
  return Object.values(ids).every((id) => id !== undefined) ? (ids as Record<Role, number>) : null;
}

/**
 * Team chat's sample conversations (src/resources/samples/chat-samples.ts, the fake backend's too) between the demo
 * accounts, once per database (`seed_runs`), when the three accounts are there: a start without SEED_DEMO seeds none
 * and leaves the run unclaimed, for a later start with them. Each member has read what they wrote; the rest is unread.
 * Answers whether it seeded now.
 */
export async function seedChatSamples(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const ids = await demoIds(tx);
    if (!ids) return false;
    const claimed = await rows(tx, sql`insert into seed_runs (name) values ('sample-data:chat') on conflict do nothing returning name`);
    if (!claimed.length) return false;
    const conversationIds: number[] = [];
    for (const sample of CHAT_SAMPLES) {
      const members = sample.members.map((role) => ids[role]);
      const directKey = sample.title === null ? [...members].sort((a, b) => a - b).join(':') : null;
      const [made] = await rows<{ id: number }>(
        tx,
        sql`insert into conversations (title, direct, owner_id, direct_key, created_at, updated_at)
            values (${sample.title}, ${sample.title === null}, ${ids[sample.owner]}, ${directKey}, ${chatSampleTime(0)}, ${chatSampleTime(0)})
            on conflict (direct_key) do nothing returning id`,
      );
      // The pair already talks (a direct conversation they started): theirs stays as it is.
      conversationIds.push(made?.id ?? 0);
      if (!made) continue;
      // A millisecond apart: the members are listed in the order they were added.
      for (const [position, member] of members.entries())
        await tx.execute(sql`insert into conversation_members (conversation_id, user_id, added_at)
          values (${made.id}, ${member}, ${new Date(Date.parse(chatSampleTime(0)) + position).toISOString()})`);
    }
    for (const [index, [conversation, author, text]] of CHAT_SAMPLE_LINES.entries()) {
      const conversationId = conversationIds[conversation];
      if (!conversationId) continue;
      const at = chatSampleTime(index + 1);
      const [message] = await rows<{ id: number }>(
        tx,
        sql`insert into chat_messages (conversation_id, author_id, client_id, text, created_at)
            values (${conversationId}, ${ids[author]}, ${`sample-${index + 1}`}, ${text}, ${at}) returning id`,
      );
      await tx.execute(sql`update conversations set updated_at = ${at} where id = ${conversationId}`);
      await tx.execute(sql`update conversation_members set read_up_to = ${message!.id}
        where conversation_id = ${conversationId} and user_id = ${ids[author]}`);
    }
    return true;
  });
}
