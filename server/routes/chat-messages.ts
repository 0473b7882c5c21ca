import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { CHAT_LIMITS, CHAT_MESSAGES, CHAT_ROUTES, type ChatMessage, type MessageCreate } from '../../src/contract/chat.ts';
import { idOf } from '../../src/contract/list-query.ts';
import { publishChatEvent } from '../chat/live.ts';
import { memberConversation, memberMessage, MESSAGE_COLUMNS, messageOut, pageMessages, readConversation } from '../chat/store.ts';
import { claimAttachments } from '../chat/attachments.ts';
import { rows, type Exec } from '../lists/board-store.ts';
import { nextHit } from '../limits/backoff.ts';
import { errorResponse, idParam, on, readBody, type App, type ServerContext } from './kit.ts';

/**
 * Team chat's messages, read marks and typing (src/contract/chat.ts). Every statement is scoped by the caller's
 * membership; a message's text goes to the database and the members' streams only, never to a log or the audit trail.
 */
export const noConversation = (c: Context) => errorResponse(c, 404, CHAT_MESSAGES.noConversation);
const noMessage = (c: Context) => errorResponse(c, 404, CHAT_MESSAGES.noMessage);

/**
 * Counts a send of `userId` against CHAT_LIMITS (a fixed window per account, in the limits' records: this process's
 * memory on PGlite, a table every process shares on Postgres): null while allowed, else the seconds to wait.
 */
async function sendWait(ctx: ServerContext, userId: number): Promise<number | null> {
  const now = ctx.limits.now();
  const { rateMessages, rateWindowMs } = CHAT_LIMITS;
  const hit = await ctx.limits.records.update(`chatSend:${userId}`, (prev) => nextHit(prev, now, rateWindowMs, rateMessages, false));
  if (!hit || hit.hits <= rateMessages) return null;
  return Math.max(1, Math.ceil((hit.resetAt - now) / 1000));
}

type MessageRow = Parameters<typeof messageOut>[0];

/** The caller's message of that clientId in the conversation, if they sent one. */
async function sentBefore(ctx: ServerContext, userId: number, conversationId: number, clientId: string) {
  const [row] = await rows<MessageRow>(
    ctx.db,
    sql`select ${MESSAGE_COLUMNS} from chat_messages m
         where m.conversation_id = ${conversationId} and m.author_id = ${userId} and m.client_id = ${clientId}`,
  );
  return row && messageOut(row);
}

/**
 * Stores a message if the caller is a member and sent none with that clientId (one statement: two sends of one
 * clientId at once store one); moves the conversation up and the sender's read mark to it. Undefined when nothing was
 * stored.
 */
async function storeMessage(db: Exec, userId: number, conversationId: number, clientId: string, text: string) {
  const [row] = await rows<MessageRow>(
    db,
    sql`with m as (
          insert into chat_messages (conversation_id, author_id, client_id, text)
          select ${conversationId}, ${userId}, ${clientId}, ${text}
           where exists (select 1 from conversation_members where conversation_id = ${conversationId} and user_id = ${userId})
          on conflict (conversation_id, author_id, client_id) do nothing
          returning *
        ), touched as (
          update conversations set updated_at = m.created_at from m where conversations.id = m.conversation_id
        ), mark as (
          update conversation_members set read_up_to = m.id from m
           where conversation_members.conversation_id = m.conversation_id and conversation_members.user_id = m.author_id
        )
        select ${MESSAGE_COLUMNS} from m`,
  );
  return row && messageOut(row);
}

/** Thrown in a send's transaction to roll it back: a file it names is not the sender's to attach. */
class NotAttachable extends Error {}

/**
 * Stores a message with its files in one transaction: the message (as storeMessage), then each file given to it, only
 * if all are the sender's, of this conversation and in no message yet (two sends naming one file: one takes it, the
 * other is refused and stores nothing). Answers the message with its files, undefined when nothing was stored (as
 * storeMessage), or 'badAttachment'.
 */
async function storeWithFiles(ctx: ServerContext, userId: number, conversationId: number, body: MessageCreate) {
  const ids = [...new Set(body.attachmentIds ?? [])];
  if (!ids.length) return storeMessage(ctx.db, userId, conversationId, body.clientId, body.text);
  try {
    return await ctx.db.transaction(async (tx) => {
      const stored = await storeMessage(tx, userId, conversationId, body.clientId, body.text);
      if (!stored) return undefined;
      if ((await claimAttachments(tx, userId, conversationId, stored.id, ids)) !== ids.length) throw new NotAttachable();
      return memberMessage(tx, userId, stored.id);
    });
  } catch (error) {
    if (error instanceof NotAttachable) return 'badAttachment' as const;
    throw error;
  }
}

export function chatMessageRoutes(app: App, ctx: ServerContext): void {
  on(app, ctx, CHAT_ROUTES.listMessages, async (c) => {
    const id = idParam(c);
    const caller = c.get('userId');
    if (id === null || !(await memberConversation(ctx.db, caller, id))) return noConversation(c);
    const rawLimit = c.req.query('limit');
    const limit = rawLimit === undefined ? CHAT_LIMITS.pageDefault : idOf(rawLimit);
    if (limit === null || limit > CHAT_LIMITS.pageMax)
      return errorResponse(c, 400, `Invalid input: limit: a whole number from 1 to ${CHAT_LIMITS.pageMax}`);
    const rawBefore = c.req.query('before');
    const before = rawBefore === undefined ? null : idOf(rawBefore);
    if (rawBefore !== undefined) {
      const ref = before === null ? undefined : await memberMessage(ctx.db, caller, before);
      if (ref?.conversationId !== id) return errorResponse(c, 400, CHAT_MESSAGES.badMessageRef);
    }
    return c.json({ items: await pageMessages(ctx.db, caller, id, before, limit) });
  });

  on(app, ctx, CHAT_ROUTES.sendMessage, async (c) => {
    const id = idParam(c);
    const caller = c.get('userId');
    if (id === null || !(await memberConversation(ctx.db, caller, id))) return noConversation(c);
    const body = await readBody(c, CHAT_ROUTES.sendMessage.body);
    if (!body.ok) return body.response;
    const { clientId, text, attachmentIds } = body.value;
    const again = await sentBefore(ctx, caller, id, clientId);
    if (again) return c.json(again);
    if (text === '' && !attachmentIds?.length) return errorResponse(c, 400, CHAT_MESSAGES.emptyMessage);
    const wait = await sendWait(ctx, caller);
    if (wait !== null) {
      c.header('Retry-After', String(wait));
      return errorResponse(c, 429, CHAT_MESSAGES.tooFast);
    }
    const stored = await storeWithFiles(ctx, caller, id, body.value);
    if (stored === 'badAttachment') return errorResponse(c, 400, CHAT_MESSAGES.badAttachment);
    if (!stored) {
      // The same clientId stored meanwhile by a send at once, or the caller removed meanwhile.
      const meanwhile = await sentBefore(ctx, caller, id, clientId);
      return meanwhile ? c.json(meanwhile) : noConversation(c);
    }
    await publishChatEvent(ctx.db, 'message.created', id, caller, { message: stored });
    return c.json(stored);
  });

  ownMessageRoutes(app, ctx);
  markRoutes(app, ctx);
}

/** Edit and delete: the caller's own messages, in a conversation they are a member of. */
function ownMessageRoutes(app: App, ctx: ServerContext): void {
  /** The message if the caller may change it, else the answer. */
  const own = async (c: Context, caller: number): Promise<ChatMessage | Response> => {
    const id = idParam(c);
    const message = id === null ? undefined : await memberMessage(ctx.db, caller, id);
    if (!message) return noMessage(c);
    if (message.authorId !== caller) return errorResponse(c, 403, CHAT_MESSAGES.notYourMessage);
    if (message.kind === 'system') return errorResponse(c, 400, CHAT_MESSAGES.systemMessage);
    return message;
  };
  const change = async (caller: number, id: number, set: ReturnType<typeof sql>) => {
    const [row] = await rows<MessageRow>(
      ctx.db,
      sql`update chat_messages m set ${set} where m.id = ${id} and m.author_id = ${caller} returning ${MESSAGE_COLUMNS}`,
    );
    return row && messageOut(row);
  };

  on(app, ctx, CHAT_ROUTES.editMessage, async (c) => {
    const caller = c.get('userId');
    const found = await own(c, caller);
    if (found instanceof Response) return found;
    const body = await readBody(c, CHAT_ROUTES.editMessage.body);
    if (!body.ok) return body.response;
    if (found.deleted) return errorResponse(c, 400, CHAT_MESSAGES.messageDeleted);
    const edited = await change(caller, found.id, sql`text = ${body.value.text}, edited_at = now()`);
    if (!edited) return noMessage(c);
    await publishChatEvent(ctx.db, 'message.edited', edited.conversationId, caller, { message: edited });
    return c.json(edited);
  });

  on(app, ctx, CHAT_ROUTES.deleteMessage, async (c) => {
    const caller = c.get('userId');
    const found = await own(c, caller);
    if (found instanceof Response) return found;
    if (found.deleted) return c.json(found);
    const deleted = await change(caller, found.id, sql`text = '', deleted = true`);
    if (!deleted) return noMessage(c);
    await publishChatEvent(ctx.db, 'message.deleted', deleted.conversationId, caller, { message: deleted });
    return c.json(deleted);
  });
}

/** The read mark (only ever up) and the typing signal (not stored). */
function markRoutes(app: App, ctx: ServerContext): void {
  on(app, ctx, CHAT_ROUTES.markRead, async (c) => {
    const id = idParam(c);
    const caller = c.get('userId');
    if (id === null || !(await memberConversation(ctx.db, caller, id))) return noConversation(c);
    const body = await readBody(c, CHAT_ROUTES.markRead.body);
    if (!body.ok) return body.response;
    const { upTo } = body.value;
    const ref = await memberMessage(ctx.db, caller, upTo);
    if (ref?.conversationId !== id) return errorResponse(c, 400, CHAT_MESSAGES.badMessageRef);
    const moved = await rows<{ user_id: number }>(
      ctx.db,
      sql`update conversation_members set read_up_to = ${upTo}
           where conversation_id = ${id} and user_id = ${caller} and read_up_to < ${upTo} returning user_id`,
    );
    if (moved.length) await publishChatEvent(ctx.db, 'read', id, caller, { messageId: upTo });
    const conversation = await readConversation(ctx.db, caller, id);
    return conversation ? c.json(conversation) : noConversation(c);
  });

  on(app, ctx, CHAT_ROUTES.typing, async (c) => {
    const id = idParam(c);
    const caller = c.get('userId');
    if (id === null || !(await memberConversation(ctx.db, caller, id))) return noConversation(c);
    await publishChatEvent(ctx.db, 'typing', id, caller);
    return c.json({ ok: true as const });
  });
}
