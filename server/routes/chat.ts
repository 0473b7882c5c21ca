import { sql } from 'drizzle-orm';
import { CHAT_LIMITS, CHAT_MESSAGES, CHAT_ROUTES, type ChatMessage } from '../../src/contract/chat.ts';
import { publishChatEvent } from '../chat/live.ts';
import {
  allActive,
  listConversations,
  memberConversation,
  memberIdsOf,
  namedMembers,
  readConversation,
  storeSystemMessage,
} from '../chat/store.ts';
import { rows } from '../lists/board-store.ts';
import { chatAttachmentRoutes } from './chat-attachments.ts';
import { chatMessageRoutes, noConversation } from './chat-messages.ts';
import { errorResponse, idParam, isUniqueViolation, on, readBody, type App, type ServerContext } from './kit.ts';

/**
 * Team chat (src/contract/chat.ts): conversations and their members here, messages, read marks and typing in
 * chat-messages.ts. Every query joins the caller's membership (server/chat/store.ts), so anyone else gets 404, an
 * administrator included. The audit records a conversation made and its members changed (resource `conversations`),
 * never a message; every change goes to the members' live streams (server/chat/live.ts).
 */

const unique = (ids: readonly number[]) => [...new Set(ids)];

export function chatRoutes(app: App, ctx: ServerContext): void {
  on(app, ctx, CHAT_ROUTES.listConversations, async (c) => {
    const q = (c.req.query('q') ?? '').trim().slice(0, CHAT_LIMITS.query);
    return c.json(await listConversations(ctx.db, c.get('userId'), q, CHAT_LIMITS.conversations));
  });

  on(app, ctx, CHAT_ROUTES.createConversation, async (c) => {
    const body = await readBody(c, CHAT_ROUTES.createConversation.body);
    if (!body.ok) return body.response;
    const caller = c.get('userId');
    const memberIds = unique([caller, ...body.value.memberIds]);
    if (memberIds.length < 2) return errorResponse(c, 400, CHAT_MESSAGES.noOtherMember);
    if (memberIds.length > CHAT_LIMITS.members || !(await allActive(ctx.db, memberIds)))
      return errorResponse(c, 400, CHAT_MESSAGES.badMember);
    const title = body.value.title ?? null;
    const directKey = memberIds.length === 2 && title === null ? [...memberIds].sort((a, b) => a - b).join(':') : null;
    const existing = async () =>
      (await rows<{ id: number }>(ctx.db, sql`select id from conversations where direct_key = ${directKey}`))[0]?.id;
    let id = directKey === null ? undefined : await existing();
    if (id === undefined) {
      try {
        id = await createConversation(ctx, caller, memberIds, title, directKey);
      } catch (error) {
        // Both members started it at once: the other one's is the one.
        if (!isUniqueViolation(error) || directKey === null) throw error;
        id = await existing();
      }
    }
    return c.json(await readConversation(ctx.db, caller, id!));
  });

  on(app, ctx, CHAT_ROUTES.getConversation, async (c) => {
    const id = idParam(c);
    const conversation = id === null ? undefined : await readConversation(ctx.db, c.get('userId'), id);
    return conversation ? c.json(conversation) : noConversation(c);
  });

  on(app, ctx, CHAT_ROUTES.setMembers, async (c) => {
    const id = idParam(c);
    const caller = c.get('userId');
    if (id === null || !(await memberConversation(ctx.db, caller, id))) return noConversation(c);
    const body = await readBody(c, CHAT_ROUTES.setMembers.body);
    if (!body.ok) return body.response;
    const outcome = await setMembers(ctx, caller, id, body.value.memberIds);
    if (outcome.status !== 200) return outcome.status === 404 ? noConversation(c) : errorResponse(c, outcome.status, outcome.message);
    await publishChatEvent(ctx.db, 'members', id, caller, { memberIds: outcome.after }, outcome.removed);
    if (outcome.said) await publishChatEvent(ctx.db, 'message.created', id, caller, { message: outcome.said });
    return c.json(await readConversation(ctx.db, caller, id));
  });

  chatMessageRoutes(app, ctx);
  chatAttachmentRoutes(app, ctx);
}

async function createConversation(
  ctx: ServerContext,
  caller: number,
  memberIds: number[],
  title: string | null,
  directKey: string | null,
): Promise<number> {
  const id = await ctx.db.transaction(async (tx) => {
    const [made] = await rows<{ id: number }>(
      tx,
      sql`insert into conversations (title, direct, owner_id, direct_key)
          values (${title}, ${directKey !== null}, ${caller}, ${directKey}) returning id`,
    );
    for (const userId of memberIds)
      await tx.execute(sql`insert into conversation_members (conversation_id, user_id) values (${made!.id}, ${userId})`);
    await ctx.audit(tx, {
      actorId: caller,
      action: 'create',
      resource: 'conversations',
      recordId: made!.id,
      changes: [
        { field: 'title', before: null, after: title },
        { field: 'memberIds', before: null, after: memberIds.join(', ') },
      ],
    });
    return made!.id;
  });
  await publishChatEvent(ctx.db, 'members', id, caller, { memberIds });
  return id;
}

type MembersOutcome =
  | { status: 200; after: number[]; removed: number[]; said: ChatMessage | undefined }
  | { status: 400 | 403; message: string }
  | { status: 404 };

/** A group's members set by its owner, in one transaction with the conversation locked; the audit entry with it. */
async function setMembers(ctx: ServerContext, caller: number, id: number, wanted: number[]): Promise<MembersOutcome> {
  return ctx.db.transaction(async (tx): Promise<MembersOutcome> => {
    const conversation = await memberConversation(tx, caller, id, true);
    if (!conversation) return { status: 404 };
    if (conversation.direct) return { status: 400, message: CHAT_MESSAGES.directMembers };
    if (conversation.owner_id !== caller) return { status: 403, message: CHAT_MESSAGES.notOwner };
    const after = unique([conversation.owner_id, ...wanted]);
    if (after.length < 2) return { status: 400, message: CHAT_MESSAGES.noOtherMember };
    const before = await memberIdsOf(tx, id);
    const added = after.filter((m) => !before.includes(m));
    if (after.length > CHAT_LIMITS.members || !(await allActive(tx, added))) return { status: 400, message: CHAT_MESSAGES.badMember };
    const removed = before.filter((m) => !after.includes(m));
    if (removed.length)
      await tx.execute(
        sql`delete from conversation_members where conversation_id = ${id} and user_id in (${sql.join(
          removed.map((m) => sql`${m}`),
          sql`, `,
        )})`,
      );
    for (const userId of added)
      await tx.execute(sql`insert into conversation_members (conversation_id, user_id) values (${id}, ${userId})`);
    const changes = [{ field: 'memberIds', before: before.join(', '), after: after.join(', ') }];
    await ctx.audit(tx, { actorId: caller, action: 'update', resource: 'conversations', recordId: id, changes });
    // Said in the conversation as data (who, by id and name), for each reader's language.
    const said =
      added.length || removed.length
        ? await storeSystemMessage(tx, id, caller, {
            type: 'members',
            added: await namedMembers(tx, added),
            removed: await namedMembers(tx, removed),
          })
        : undefined;
    return { status: 200, after, removed, said };
  });
}
