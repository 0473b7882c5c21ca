import type { HttpHandler } from 'msw';
import { HttpResponse } from 'msw';
import { CHAT_LIMITS, CHAT_MESSAGES, CHAT_ROUTES, type ChatAttachment, type ChatFile } from '../../contract/chat.ts';
import { idOf } from '../../contract/list-query.ts';
import { MESSAGES } from '../../contract/messages.ts';
import { CHAT_FILE_MAX_BYTES, chatFileDisposition, chatFileType, cleanFileName } from '../../schemas/screens/chat-files.ts';
import { isStorageFull } from '../files.ts';
import type { ChatState, StoredAttachment } from './chat-state.ts';
import { callerOf, errorResponse, idParam, route, type HandlerContext } from './kit.ts';

/** What the chat handlers share with these (chat.ts' kit). */
interface AttachmentKit {
  state: () => ChatState;
  save: (next: ChatState) => void;
  memberOf: (s: ChatState, id: number | null, userId: number) => unknown;
  noConversation: () => Response;
}

const out = (a: StoredAttachment): ChatAttachment => ({ id: a.id, name: a.name, type: a.type, size: a.size });

/**
 * Gives the files `ids` to a new message of `authorId` in the state: all of them, or none when one is not the
 * sender's, of another conversation, or already in a message (as the server's transaction). Answers the files in the
 * order of their ids, or undefined when they cannot be attached.
 */
export function claimFiles(s: ChatState, authorId: number, conversationId: number, messageId: number, ids: readonly number[]) {
  const wanted = [...new Set(ids)];
  const files = (s.attachments ?? []).filter(
    (a) => wanted.includes(a.id) && a.conversationId === conversationId && a.uploaderId === authorId && a.messageId === null,
  );
  if (files.length !== wanted.length) return undefined;
  for (const file of files) file.messageId = messageId;
  return files.sort((a, b) => a.id - b.id).map(out);
}

/** A new chat file's key among the fake backend's files: random, as the server's (`<32 hex>.bin`). */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}.bin`;
}

/**
 * A conversation's files on the fake backend, as the server answers them (server/routes/chat-attachments.ts): 404 to
 * anyone not a member, the same limits, types and words; the bytes in the fake backend's files (IndexedDB, shared by
 * the tabs, as the uploads), the rest in the chat state. IndexedDB full answers 507 as the server's full disk.
 */
export function chatAttachmentHandlers(ctx: HandlerContext, kit: AttachmentKit): HttpHandler[] {
  const { state, save, memberOf, noConversation } = kit;
  return [
    route(ctx, CHAT_ROUTES.uploadAttachment, async ({ request, params }) => {
      const caller = callerOf(ctx, request);
      const id = idParam(params);
      if (!memberOf(state(), id, caller)) return noConversation();
      const name = cleanFileName(new URL(request.url).searchParams.get('name') ?? '');
      if (!name) return errorResponse(400, CHAT_MESSAGES.attachmentName);
      const bytes = await request.arrayBuffer();
      if (bytes.byteLength > CHAT_FILE_MAX_BYTES) return errorResponse(413, CHAT_MESSAGES.attachmentTooLarge);
      const type = chatFileType(request.headers.get('Content-Type') ?? '', name, new Uint8Array(bytes));
      if (!type) return errorResponse(415, CHAT_MESSAGES.attachmentType);
      const key = newKey();
      try {
        await ctx.files.put(key, { bytes, type });
      } catch (error) {
        if (isStorageFull(error)) return errorResponse(507, MESSAGES.storageFull);
        throw error;
      }
      const s = state();
      if (!memberOf(s, id, caller)) return noConversation();
      const stored: StoredAttachment = {
        id: (s.lastIds.attachment = (s.lastIds.attachment ?? 0) + 1),
        conversationId: id!,
        uploaderId: caller,
        messageId: null,
        name,
        type,
        size: bytes.byteLength,
        key,
        createdAt: new Date().toISOString(),
      };
      s.attachments = [...(s.attachments ?? []), stored];
      save(s);
      ctx.audit.record({
        actorId: caller,
        action: 'create',
        resource: 'chatAttachments',
        recordId: stored.id,
        changes: [
          { field: 'conversationId', before: null, after: stored.conversationId },
          { field: 'name', before: null, after: name },
          { field: 'type', before: null, after: type },
          { field: 'size', before: null, after: stored.size },
        ],
      });
      return HttpResponse.json(out(stored), { status: 201 });
    }),
    route(ctx, CHAT_ROUTES.listAttachments, ({ request, params }) => {
      const caller = callerOf(ctx, request);
      const s = state();
      const id = idParam(params);
      if (!memberOf(s, id, caller)) return noConversation();
      const messages = new Map(s.messages.filter((m) => m.conversationId === id && !m.deleted).map((m) => [m.id, m]));
      const items: ChatFile[] = (s.attachments ?? [])
        .filter((a) => a.conversationId === id && a.messageId !== null && messages.has(a.messageId))
        .map((a) => {
          const message = messages.get(a.messageId!)!;
          return { ...out(a), messageId: message.id, authorId: message.authorId, createdAt: message.createdAt };
        })
        .sort((a, b) => b.messageId - a.messageId || a.id - b.id)
        .slice(0, CHAT_LIMITS.files);
      return HttpResponse.json({ items });
    }),
    route(ctx, CHAT_ROUTES.getAttachment, async ({ request, params }) => {
      const caller = callerOf(ctx, request);
      const s = state();
      const id = idParam(params);
      const attachmentId = typeof params.attachmentId === 'string' ? idOf(params.attachmentId) : null;
      const file = memberOf(s, id, caller)
        ? (s.attachments ?? []).find((a) => a.id === attachmentId && a.conversationId === id)
        : undefined;
      const message = file?.messageId == null ? undefined : s.messages.find((m) => m.id === file.messageId);
      const readable = file && (file.messageId === null ? file.uploaderId === caller : message !== undefined && !message.deleted);
      const stored = readable ? await ctx.files.get(file.key) : undefined;
      if (!file || !stored) return errorResponse(404, CHAT_MESSAGES.noAttachment);
      return new HttpResponse(stored.bytes, {
        status: 200,
        headers: {
          'Content-Type': file.type.startsWith('text/') ? `${file.type}; charset=utf-8` : file.type,
          'Content-Disposition': chatFileDisposition(file.type, file.name),
          'X-Content-Type-Options': 'nosniff',
          'Cache-Control': 'private, no-store',
        },
      });
    }),
  ];
}
