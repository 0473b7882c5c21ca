import { sql, type SQL } from 'drizzle-orm';
import type { ChatAttachment, ChatChange, ChatMessage, Conversation } from '../../src/contract/chat.ts';
import { rows, type Exec } from '../lists/board-store.ts';

/**
 * Team chat's reads. Each one names the caller and joins conversation_members on them: a conversation, a message or a
 * page of messages that is not the caller's is not found, whatever its id (the routes answer 404).
 */

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

interface MessageRow {
  id: number;
  conversation_id: number;
  author_id: number;
  client_id: string;
  text: string;
  created_at: string | Date;
  edited_at: string | Date | null;
  deleted: boolean;
  kind: 'text' | 'system';
  change: ChatChange | null;
  /** Absent from a row read without MESSAGE_COLUMNS. */
  attachments?: ChatAttachment[] | null;
}

/**
 * A message's columns (the table aliased `m`), with the files it carries (migration 0033) as a JSON array: none once
 * it is deleted, as its files are then no longer served.
 */
export const MESSAGE_COLUMNS = sql.raw(
  `m.id, m.conversation_id, m.author_id, m.client_id, m.text, m.created_at, m.edited_at, m.deleted, m.kind, m.change,
   coalesce((select json_agg(json_build_object('id', a.id, 'name', a.name, 'type', a.type, 'size', a.size) order by a.id)
               from chat_attachments a where a.message_id = m.id and not m.deleted), '[]'::json) as attachments`,
);

export const messageOut = (r: MessageRow): ChatMessage => ({
  id: r.id,
  conversationId: r.conversation_id,
  authorId: r.author_id,
  clientId: r.client_id,
  text: r.text,
  createdAt: iso(r.created_at)!,
  editedAt: iso(r.edited_at),
  deleted: r.deleted,
  kind: r.kind,
  change: r.change,
  attachments: r.attachments ?? [],
});

interface ConversationRow {
  id: number;
  title: string | null;
  direct: boolean;
  owner_id: number;
  updated_at: string | Date;
  member_ids: number[];
  member_names: string[];
  unread: number | string;
  reads: { userId: number; upTo: number }[];
  last: MessageRow | null;
}

/**
 * The conversations of `userId` that `where` keeps (on `c`), newest first, as that member sees them: the caller's
 * unread count, and every member's read mark (`reads`, for "Seen"), read only through the caller's membership (`me`).
 */
async function conversationsOf(db: Exec, userId: number, where: SQL, limit: number): Promise<{ items: Conversation[]; total: number }> {
  const found = await rows<ConversationRow & { total: number | string }>(
    db,
    sql`select c.id, c.title, c.direct, c.owner_id, c.updated_at,
          array(select cm.user_id from conversation_members cm where cm.conversation_id = c.id order by cm.added_at, cm.user_id) as member_ids,
          array(select coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.username)
                  from conversation_members cm join users u on u.id = cm.user_id
                 where cm.conversation_id = c.id order by cm.added_at, cm.user_id) as member_names,
          (select count(*) from chat_messages m where m.conversation_id = c.id and m.id > me.read_up_to
             and m.author_id <> ${userId} and not m.deleted) as unread,
          (select coalesce(json_agg(json_build_object('userId', cm.user_id, 'upTo', cm.read_up_to) order by cm.added_at, cm.user_id), '[]')
             from conversation_members cm where cm.conversation_id = c.id) as reads,
          (select row_to_json(x) from (select ${MESSAGE_COLUMNS} from chat_messages m where m.conversation_id = c.id
             order by m.id desc limit 1) x) as last,
          count(*) over () as total
        from conversations c join conversation_members me on me.conversation_id = c.id and me.user_id = ${userId}
       where ${where}
       order by c.updated_at desc, c.id desc
       limit ${limit}`,
  );
  const items = found.map((r) => ({
    id: r.id,
    title: r.title,
    direct: r.direct,
    ownerId: r.owner_id,
    memberIds: r.member_ids,
    memberNames: r.member_names,
    lastMessage: r.last ? messageOut(r.last) : null,
    unread: Number(r.unread),
    reads: r.reads,
    updatedAt: iso(r.updated_at)!,
  }));
  return { items, total: Number(found[0]?.total ?? 0) };
}

/** The caller's conversations, newest first; `q` matches a title or a member's name (case-insensitive). */
export function listConversations(db: Exec, userId: number, q: string, limit: number) {
  const like = `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  const where = q
    ? sql`(c.title ilike ${like} or exists (select 1 from conversation_members x join users u on u.id = x.user_id
            where x.conversation_id = c.id
              and coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.username) ilike ${like}))`
    : sql`true`;
  return conversationsOf(db, userId, where, limit);
}

/** One conversation of the caller, or undefined (none, or not a member). */
export async function readConversation(db: Exec, userId: number, id: number): Promise<Conversation | undefined> {
  return (await conversationsOf(db, userId, sql`c.id = ${id}`, 1)).items[0];
}

/** The conversation row if `userId` is a member (locked for a change when `lock`). */
export async function memberConversation(db: Exec, userId: number, id: number, lock = false) {
  const [row] = await rows<{ id: number; direct: boolean; owner_id: number }>(
    db,
    sql`select c.id, c.direct, c.owner_id from conversations c
          join conversation_members me on me.conversation_id = c.id and me.user_id = ${userId}
         where c.id = ${id} ${lock ? sql`for update of c` : sql``}`,
  );
  return row;
}

/** A message of a conversation the caller is a member of, or undefined. */
export async function memberMessage(db: Exec, userId: number, id: number, lock = false): Promise<ChatMessage | undefined> {
  const [row] = await rows<MessageRow>(
    db,
    sql`select ${MESSAGE_COLUMNS} from chat_messages m
          join conversation_members me on me.conversation_id = m.conversation_id and me.user_id = ${userId}
         where m.id = ${id} ${lock ? sql`for update of m` : sql``}`,
  );
  return row && messageOut(row);
}

/** A page of a conversation's messages (the caller a member): the newest `limit`, or those before `before`, oldest first. */
export async function pageMessages(db: Exec, userId: number, conversationId: number, before: number | null, limit: number) {
  const found = await rows<MessageRow>(
    db,
    sql`select * from (
          select ${MESSAGE_COLUMNS} from chat_messages m
            join conversation_members me on me.conversation_id = m.conversation_id and me.user_id = ${userId}
           where m.conversation_id = ${conversationId} ${before === null ? sql`` : sql`and m.id < ${before}`}
           order by m.id desc limit ${limit}) page
        order by id`,
  );
  return found.map(messageOut);
}

/** The member ids of a conversation (for the live stream's audience and the audit). */
export async function memberIdsOf(db: Exec, conversationId: number): Promise<number[]> {
  const found = await rows<{ user_id: number }>(
    db,
    sql`select user_id from conversation_members where conversation_id = ${conversationId} order by added_at, user_id`,
  );
  return found.map((r) => r.user_id);
}

/** Whether every id is an active account. */
export async function allActive(db: Exec, ids: readonly number[]): Promise<boolean> {
  if (ids.length === 0) return true;
  const [row] = await rows<{ n: number | string }>(
    db,
    sql`select count(*) as n from users where status = 'active' and id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return Number(row?.n) === new Set(ids).size;
}

/** Accounts' ids with their names (first and last, else the username), in the order of `ids`. */
export async function namedMembers(db: Exec, ids: readonly number[]): Promise<{ id: number; name: string }[]> {
  if (ids.length === 0) return [];
  const found = await rows<{ id: number; name: string }>(
    db,
    sql`select id, coalesce(nullif(trim(first_name || ' ' || last_name), ''), username) as name from users
         where id in (${sql.join(
           ids.map((id) => sql`${id}`),
           sql`, `,
         )})`,
  );
  return ids.map((id) => ({ id, name: found.find((r) => r.id === id)?.name ?? '' }));
}

/**
 * Writes a system message saying a change (of kind 'system', no text), by `authorId`, whose read mark moves to it; the
 * conversation moves up. In the caller's transaction, so the change and its message are one.
 */
export async function storeSystemMessage(db: Exec, conversationId: number, authorId: number, change: ChatChange): Promise<ChatMessage> {
  const [row] = await rows<MessageRow>(
    db,
    sql`with m as (
          insert into chat_messages (conversation_id, author_id, client_id, text, kind, change)
          values (${conversationId}, ${authorId}, ${`system:${crypto.randomUUID()}`}, '', 'system', ${JSON.stringify(change)}::jsonb)
          returning *
        ), touched as (
          update conversations set updated_at = m.created_at from m where conversations.id = m.conversation_id
        ), mark as (
          update conversation_members set read_up_to = m.id from m
           where conversation_members.conversation_id = m.conversation_id and conversation_members.user_id = m.author_id
        )
        select ${MESSAGE_COLUMNS} from m`,
  );
  return messageOut(row!);
}
