import { CHAT_MESSAGES, CHAT_ROUTES } from '../../src/contract/chat.ts';
import { idOf } from '../../src/contract/list-query.ts';
import { MESSAGES } from '../../src/contract/messages.ts';
import { CHAT_FILE_MAX_BYTES, chatFileDisposition, chatFileType, cleanFileName } from '../../src/schemas/screens/chat-files.ts';
import { UPLOAD_ACCOUNT_QUOTA_FULL, UPLOAD_QUOTA_FULL } from '../../src/schemas/uploads.ts';
import { conversationFiles, insertAttachment, readableAttachment } from '../chat/attachments.ts';
import { memberConversation } from '../chat/store.ts';
import { StorageFullError } from '../uploads/file-store.ts';
import { releaseUpload, reserveUpload } from '../uploads/quota.ts';
import { noConversation } from './chat-messages.ts';
import { errorResponse, idParam, on, type App, type ServerContext } from './kit.ts';

/** A new chat file's key in the FileStore: 128 random bits, `.bin` (see CHAT_FILE_KEY_PATTERN). */
function newChatFileKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}.bin`;
}

/**
 * A conversation's files (src/contract/chat.ts): sent first (POST …/attachments, the bytes in ctx.files, counted in the
 * uploads' quotas), then carried by a message (chat-messages.ts). Every route answers 404 to anyone not a member; the
 * bytes are served with the bearer only, never under a public url. The audit records a file's name, type and size; no
 * log line names a file or holds its bytes.
 */
export function chatAttachmentRoutes(app: App, ctx: ServerContext): void {
  on(app, ctx, CHAT_ROUTES.uploadAttachment, async (c) => {
    const id = idParam(c);
    const caller = c.get('userId');
    if (id === null || !(await memberConversation(ctx.db, caller, id))) return noConversation(c);
    const name = cleanFileName(c.req.query('name') ?? '');
    if (!name) return errorResponse(c, 400, CHAT_MESSAGES.attachmentName);
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    if (bytes.byteLength > CHAT_FILE_MAX_BYTES) return errorResponse(c, 413, CHAT_MESSAGES.attachmentTooLarge);
    const type = chatFileType(c.req.header('Content-Type') ?? '', name, bytes);
    if (!type) return errorResponse(c, 415, CHAT_MESSAGES.attachmentType);
    const exceeded = await reserveUpload(ctx.db, caller, bytes.byteLength, ctx.uploadQuota);
    if (exceeded) return errorResponse(c, 507, exceeded === 'account' ? UPLOAD_ACCOUNT_QUOTA_FULL : UPLOAD_QUOTA_FULL);
    const fileKey = newChatFileKey();
    try {
      await ctx.files.put(fileKey, { bytes, type });
    } catch (error) {
      await releaseUpload(ctx.db, caller, bytes.byteLength);
      if (!(error instanceof StorageFullError)) throw error;
      ctx.logger.error('chat file refused: storage full', { error: error.message });
      return errorResponse(c, 507, MESSAGES.storageFull);
    }
    const size = bytes.byteLength;
    const stored = await insertAttachment(ctx.db, { conversationId: id, uploaderId: caller, name, type, size, fileKey });
    await ctx.audit(ctx.db, {
      actorId: caller,
      action: 'create',
      resource: 'chatAttachments',
      recordId: stored.id,
      changes: [
        { field: 'conversationId', before: null, after: id },
        { field: 'name', before: null, after: name },
        { field: 'type', before: null, after: type },
        { field: 'size', before: null, after: size },
      ],
    });
    return c.json(stored, 201);
  });

  on(app, ctx, CHAT_ROUTES.listAttachments, async (c) => {
    const id = idParam(c);
    const caller = c.get('userId');
    if (id === null || !(await memberConversation(ctx.db, caller, id))) return noConversation(c);
    return c.json({ items: await conversationFiles(ctx.db, caller, id) });
  });

  on(app, ctx, CHAT_ROUTES.getAttachment, async (c) => {
    const id = idParam(c);
    const attachmentId = idOf(c.req.param('attachmentId'));
    const caller = c.get('userId');
    const found = id === null || attachmentId === null ? undefined : await readableAttachment(ctx.db, caller, id, attachmentId);
    const stored = found && (await ctx.files.get(found.file_key));
    if (!found || !stored) return errorResponse(c, 404, CHAT_MESSAGES.noAttachment);
    return c.body(stored.bytes, 200, {
      // The type chosen when it was stored (an image read from its bytes, else one of chat's file types), never the
      // browser's guess; anything but an image is downloaded, not shown in the API's origin.
      'Content-Type': found.type.startsWith('text/') ? `${found.type}; charset=utf-8` : found.type,
      'Content-Length': String(stored.bytes.byteLength),
      'Content-Disposition': chatFileDisposition(found.type, found.name),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    });
  });
}
