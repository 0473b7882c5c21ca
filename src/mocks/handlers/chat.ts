import type { HttpHandler } from 'msw';
import { HttpResponse } from 'msw';
import { authorName } from '../../contract/author-name.ts';
import {
  CHAT_LIMITS,
  CHAT_MESSAGES,
  CHAT_ROUTES,
  type ChatEvent,
  type ChatEventType,
  type ChatMessage,
  type Conversation,
} from '../../contract/chat.ts';
import { idOf } from '../../contract/list-query.ts';
import { chatAttachmentHandlers, claimFiles } from './chat-attachments.ts';
import { chatLiveOf } from './chat-live.ts';
import { addSyntheticConversation, syntheticMessageCount } from './chat-synthetic.ts';
import { CHAT_KEY, readKey, type ChatState, type StoredConversation, type StoredMessage } from './chat-state.ts';
import { callerOf, errorResponse, idParam, readBody, route, type HandlerContext } from './kit.ts';

/**
 * Team chat on the fake backend, the contract of src/contract/chat.ts as the server answers it (server/routes/chat*.ts):
 * a conversation is answered to its members only (404 to anyone else, an administrator included), the same clientId
 * twice stores one message, sending is limited per account, and every change goes live to the members (chat-live.ts).
 * The audit records conversations made and their members changed, never a message's text.
 */

/** Sending times per account in the last window, for the rate limit (this tab's memory, as the server's is per process). */
type SendLog = Map<number, number[]>;

function kitOf(ctx: HandlerContext) {
  const state = () => structuredClone(ctx.db.read<ChatState>(CHAT_KEY)!);
  const save = (next: ChatState) => ctx.db.write(CHAT_KEY, next);
  const live = chatLiveOf(ctx.db);
  const noConversation = () => errorResponse(404, CHAT_MESSAGES.noConversation);
  const noMessage = () => errorResponse(404, CHAT_MESSAGES.noMessage);
  /** The conversation `id` if `userId` is one of its members: the only way a handler finds one. */
  const memberOf = (s: ChatState, id: number | null, userId: number) =>
    s.conversations.find((c) => c.id === id && c.memberIds.includes(userId));
  const nameOf = (userId: number) => {
    const user = ctx.db.allUsers().find((u) => u.id === userId);
    return user ? authorName(user) : '';
  };
  const conversationOut = (s: ChatState, c: StoredConversation, userId: number): Conversation => {
    const messages = s.messages.filter((m) => m.conversationId === c.id);
    const lastMessage = messages.at(-1) ?? null;
    const mark = s.reads[readKey(c.id, userId)] ?? 0;
    return {
      id: c.id,
      title: c.title,
      direct: c.direct,
      ownerId: c.ownerId,
      memberIds: c.memberIds,
      memberNames: c.memberIds.map(nameOf),
      lastMessage,
      unread: messages.filter((m) => m.id > mark && m.authorId !== userId && !m.deleted).length,
      reads: c.memberIds.map((member) => ({ userId: member, upTo: s.reads[readKey(c.id, member)] ?? 0 })),
      updatedAt: lastMessage?.createdAt ?? c.createdAt,
    };
  };
  const publish = (type: ChatEventType, conversationId: number, userId: number, extra: Partial<ChatEvent> = {}, alsoTo: number[] = []) =>
    live.publish({ type, conversationId, userId, at: new Date().toISOString(), ...extra }, alsoTo);
  /** Whether every id is an active account (a deactivated or unknown one cannot be added). */
  const allActive = (ids: readonly number[]) => ids.every((id) => ctx.accounts.callerRole(id) !== undefined);
  /**
   * A system message saying a members change (ids and names as data, for each reader's language) put in the
   * conversation by `authorId`, whose read mark moves to it; none when nothing changed.
   */
  const saySystem = (s: ChatState, conversationId: number, authorId: number, added: number[], removed: number[]) => {
    if (!added.length && !removed.length) return undefined;
    const named = (ids: number[]) => ids.map((id) => ({ id, name: nameOf(id) }));
    const message: StoredMessage = {
      id: ++s.lastIds.message,
      conversationId,
      authorId,
      clientId: `system:${crypto.randomUUID()}`,
      text: '',
      createdAt: new Date().toISOString(),
      editedAt: null,
      deleted: false,
      kind: 'system',
      change: { type: 'members', added: named(added), removed: named(removed) },
    };
    s.messages.push(message);
    s.reads[readKey(conversationId, authorId)] = message.id;
    return message;
  };
  return { state, save, noConversation, noMessage, memberOf, conversationOut, publish, allActive, saySystem };
}
type ChatKit = ReturnType<typeof kitOf>;

export function chatHandlers(ctx: HandlerContext): HttpHandler[] {
  const kit = kitOf(ctx);
  const sends: SendLog = new Map();
  return [
    ...conversationHandlers(ctx, kit),
    ...messageHandlers(ctx, kit, sends),
    ...markHandlers(ctx, kit),
    ...chatAttachmentHandlers(ctx, kit),
  ];
}

const unique = (ids: readonly number[]) => [...new Set(ids)];

function conversationHandlers(ctx: HandlerContext, kit: ChatKit): HttpHandler[] {
  const { state, save, noConversation, memberOf, conversationOut, publish, allActive, saySystem } = kit;
  return [
    route(ctx, CHAT_ROUTES.listConversations, ({ request }) => {
      const caller = callerOf(ctx, request);
      const url = new URL(request.url);
      const q = (url.searchParams.get('q') ?? '').trim().toLowerCase().slice(0, CHAT_LIMITS.query);
      const s = state();
      const synthetic = syntheticMessageCount(url);
      if (synthetic !== null && addSyntheticConversation(s, synthetic)) save(s);
      const mine = s.conversations
        .filter((c) => c.memberIds.includes(caller))
        .map((c) => conversationOut(s, c, caller))
        .filter((c) => !q || [c.title ?? '', ...c.memberNames].some((name) => name.toLowerCase().includes(q)))
        .sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : b.id - a.id));
      return HttpResponse.json({ items: mine.slice(0, CHAT_LIMITS.conversations), total: mine.length });
    }),
    route(ctx, CHAT_ROUTES.createConversation, async ({ request }) => {
      const body = await readBody(request, CHAT_ROUTES.createConversation.body);
      if (!body.ok) return body.response;
      const caller = callerOf(ctx, request);
      const memberIds = unique([caller, ...body.value.memberIds]);
      if (memberIds.length < 2) return errorResponse(400, CHAT_MESSAGES.noOtherMember);
      if (memberIds.length > CHAT_LIMITS.members || !allActive(memberIds)) return errorResponse(400, CHAT_MESSAGES.badMember);
      const title = body.value.title ?? null;
      const direct = memberIds.length === 2 && title === null;
      const s = state();
      const existing = direct ? s.conversations.find((c) => c.direct && memberIds.every((id) => c.memberIds.includes(id))) : undefined;
      if (existing) return HttpResponse.json(conversationOut(s, existing, caller));
      const conversation = { id: ++s.lastIds.conversation, title, direct, ownerId: caller, memberIds, createdAt: new Date().toISOString() };
      s.conversations.push(conversation);
      save(s);
      ctx.audit.record({
        actorId: caller,
        action: 'create',
        resource: 'conversations',
        recordId: conversation.id,
        changes: [
          { field: 'title', before: null, after: title },
          { field: 'memberIds', before: null, after: memberIds.join(', ') },
        ],
      });
      publish('members', conversation.id, caller, { memberIds });
      return HttpResponse.json(conversationOut(s, conversation, caller));
    }),
    route(ctx, CHAT_ROUTES.getConversation, ({ request, params }) => {
      const caller = callerOf(ctx, request);
      const s = state();
      const conversation = memberOf(s, idParam(params), caller);
      return conversation ? HttpResponse.json(conversationOut(s, conversation, caller)) : noConversation();
    }),
    route(ctx, CHAT_ROUTES.setMembers, async ({ request, params }) => {
      const caller = callerOf(ctx, request);
      if (!memberOf(state(), idParam(params), caller)) return noConversation();
      const body = await readBody(request, CHAT_ROUTES.setMembers.body);
      if (!body.ok) return body.response;
      const s = state();
      const conversation = memberOf(s, idParam(params), caller);
      if (!conversation) return noConversation();
      if (conversation.direct) return errorResponse(400, CHAT_MESSAGES.directMembers);
      if (conversation.ownerId !== caller) return errorResponse(403, CHAT_MESSAGES.notOwner);
      const memberIds = unique([conversation.ownerId, ...body.value.memberIds]);
      if (memberIds.length < 2) return errorResponse(400, CHAT_MESSAGES.noOtherMember);
      const added = memberIds.filter((id) => !conversation.memberIds.includes(id));
      if (memberIds.length > CHAT_LIMITS.members || !allActive(added)) return errorResponse(400, CHAT_MESSAGES.badMember);
      const before = conversation.memberIds;
      conversation.memberIds = memberIds;
      const removed = before.filter((id) => !memberIds.includes(id));
      // A member's read mark goes with their membership (the server deletes the row): back in, they start from none.
      for (const id of removed) delete s.reads[readKey(conversation.id, id)];
      const said = saySystem(s, conversation.id, caller, added, removed);
      save(s);
      ctx.audit.record({
        actorId: caller,
        action: 'update',
        resource: 'conversations',
        recordId: conversation.id,
        changes: [{ field: 'memberIds', before: before.join(', '), after: memberIds.join(', ') }],
      });
      publish('members', conversation.id, caller, { memberIds }, removed);
      if (said) publish('message.created', conversation.id, caller, { message: said });
      return HttpResponse.json(conversationOut(s, conversation, caller));
    }),
  ];
}

/** The page size a request asks for: the default, a number within the limits, or null for a bad one. */
function limitOf(raw: string | null): number | null {
  if (raw === null) return CHAT_LIMITS.pageDefault;
  const limit = idOf(raw);
  return limit !== null && limit <= CHAT_LIMITS.pageMax ? limit : null;
}

/**
 * Whether `userId` may send one more message now: the wait in seconds when they may not (Retry-After), else null,
 * the send then counted.
 */
function rateWait(sends: SendLog, userId: number, now = Date.now()): number | null {
  const recent = (sends.get(userId) ?? []).filter((at) => at > now - CHAT_LIMITS.rateWindowMs);
  if (recent.length >= CHAT_LIMITS.rateMessages) {
    sends.set(userId, recent);
    return Math.max(1, Math.ceil((recent[0]! + CHAT_LIMITS.rateWindowMs - now) / 1000));
  }
  sends.set(userId, [...recent, now]);
  return null;
}

function messageHandlers(ctx: HandlerContext, kit: ChatKit, sends: SendLog): HttpHandler[] {
  const { state, save, noConversation, memberOf, publish } = kit;
  return [
    route(ctx, CHAT_ROUTES.listMessages, ({ request, params }) => {
      const caller = callerOf(ctx, request);
      const s = state();
      const conversation = memberOf(s, idParam(params), caller);
      if (!conversation) return noConversation();
      const search = new URL(request.url).searchParams;
      const limit = limitOf(search.get('limit'));
      if (limit === null) return errorResponse(400, `Invalid input: limit: a whole number from 1 to ${CHAT_LIMITS.pageMax}`);
      const messages = s.messages.filter((m) => m.conversationId === conversation.id);
      const rawBefore = search.get('before');
      const before = rawBefore === null ? null : idOf(rawBefore);
      if (rawBefore !== null && !messages.some((m) => m.id === before)) return errorResponse(400, CHAT_MESSAGES.badMessageRef);
      const older = before === null ? messages : messages.filter((m) => m.id < before);
      return HttpResponse.json({ items: older.slice(-limit) });
    }),
    route(ctx, CHAT_ROUTES.sendMessage, async ({ request, params }) => {
      const caller = callerOf(ctx, request);
      if (!memberOf(state(), idParam(params), caller)) return noConversation();
      const body = await readBody(request, CHAT_ROUTES.sendMessage.body);
      if (!body.ok) return body.response;
      const s = state();
      const conversation = memberOf(s, idParam(params), caller);
      if (!conversation) return noConversation();
      const { clientId, text, attachmentIds } = body.value;
      const again = s.messages.find((m) => m.conversationId === conversation.id && m.authorId === caller && m.clientId === clientId);
      if (again) return HttpResponse.json({ ...again, attachments: again.attachments ?? [] });
      if (text === '' && !attachmentIds?.length) return errorResponse(400, CHAT_MESSAGES.emptyMessage);
      const wait = rateWait(sends, caller);
      if (wait !== null) {
        return HttpResponse.json({ message: CHAT_MESSAGES.tooFast }, { status: 429, headers: { 'Retry-After': String(wait) } });
      }
      const message: StoredMessage = {
        id: ++s.lastIds.message,
        conversationId: conversation.id,
        authorId: caller,
        clientId,
        text,
        createdAt: new Date().toISOString(),
        editedAt: null,
        deleted: false,
        attachments: [],
      };
      if (attachmentIds?.length) {
        // All the files or nothing, as the server's transaction (the id taken back: nothing is stored).
        const files = claimFiles(s, caller, conversation.id, message.id, attachmentIds);
        if (!files) return errorResponse(400, CHAT_MESSAGES.badAttachment);
        message.attachments = files;
      }
      s.messages.push(message);
      s.reads[readKey(conversation.id, caller)] = message.id;
      save(s);
      publish('message.created', conversation.id, caller, { message });
      return HttpResponse.json(message);
    }),
    ...ownMessageHandlers(ctx, kit),
  ];
}

/** Edit and delete: the author's own messages, in a conversation they are still a member of. */
function ownMessageHandlers(ctx: HandlerContext, { state, save, noMessage, memberOf, publish }: ChatKit): HttpHandler[] {
  /** The message `id` and the state holding it, or the answer when the caller may not change it. */
  const own = (request: Request, id: number | null): { s: ChatState; message: ChatMessage } | Response => {
    const caller = callerOf(ctx, request);
    const s = state();
    const message = s.messages.find((m) => m.id === id);
    if (!message || !memberOf(s, message.conversationId, caller)) return noMessage();
    if (message.authorId !== caller) return errorResponse(403, CHAT_MESSAGES.notYourMessage);
    if (message.kind === 'system') return errorResponse(400, CHAT_MESSAGES.systemMessage);
    return { s, message };
  };
  return [
    route(ctx, CHAT_ROUTES.editMessage, async ({ request, params }) => {
      const first = own(request, idParam(params));
      if (first instanceof Response) return first;
      const body = await readBody(request, CHAT_ROUTES.editMessage.body);
      if (!body.ok) return body.response;
      const found = own(request, idParam(params));
      if (found instanceof Response) return found;
      const { s, message } = found;
      if (message.deleted) return errorResponse(400, CHAT_MESSAGES.messageDeleted);
      message.text = body.value.text;
      message.editedAt = new Date().toISOString();
      save(s);
      publish('message.edited', message.conversationId, message.authorId, { message });
      return HttpResponse.json(message);
    }),
    route(ctx, CHAT_ROUTES.deleteMessage, ({ request, params }) => {
      const found = own(request, idParam(params));
      if (found instanceof Response) return found;
      const { s, message } = found;
      if (message.deleted) return HttpResponse.json(message);
      message.text = '';
      message.deleted = true;
      // Its files are no longer served nor listed (their records stay, as the server's rows).
      message.attachments = [];
      save(s);
      publish('message.deleted', message.conversationId, message.authorId, { message });
      return HttpResponse.json(message);
    }),
  ];
}

/** The read mark and the typing signal. */
function markHandlers(ctx: HandlerContext, { state, save, noConversation, memberOf, conversationOut, publish }: ChatKit): HttpHandler[] {
  return [
    route(ctx, CHAT_ROUTES.markRead, async ({ request, params }) => {
      const caller = callerOf(ctx, request);
      if (!memberOf(state(), idParam(params), caller)) return noConversation();
      const body = await readBody(request, CHAT_ROUTES.markRead.body);
      if (!body.ok) return body.response;
      const s = state();
      const conversation = memberOf(s, idParam(params), caller);
      if (!conversation) return noConversation();
      const { upTo } = body.value;
      if (!s.messages.some((m) => m.id === upTo && m.conversationId === conversation.id)) {
        return errorResponse(400, CHAT_MESSAGES.badMessageRef);
      }
      const key = readKey(conversation.id, caller);
      if ((s.reads[key] ?? 0) < upTo) {
        s.reads[key] = upTo;
        save(s);
        publish('read', conversation.id, caller, { messageId: upTo });
      }
      return HttpResponse.json(conversationOut(s, conversation, caller));
    }),
    route(ctx, CHAT_ROUTES.typing, ({ request, params }) => {
      const caller = callerOf(ctx, request);
      const conversation = memberOf(state(), idParam(params), caller);
      if (!conversation) return noConversation();
      publish('typing', conversation.id, caller);
      return HttpResponse.json({ ok: true });
    }),
  ];
}
