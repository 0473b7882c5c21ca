/**
 * Team chat's API, one contract for both backends (the reference server's server/routes/chat*.ts and the fake backend's
 * src/mocks/handlers/chat*.ts) and for a chat UI (src/api/chat.ts). A conversation is private to its members: every
 * route answers 404 to anyone else, an administrator included, and the live stream (`GET /app/events`) carries its
 * events (CHAT_EVENT) to its members only. A direct conversation has two members and no title, and there is one per
 * pair of accounts; a group has a title and an owner (who made it), who alone changes its members. What is written
 * where: docs/chat-api.md.
 */
import { z } from 'zod/mini';
import { described, id, text } from '../schemas/common.ts';
import { INT_MAX } from './list-query.ts';
import { MESSAGES } from './messages.ts';
import { error, FORBIDDEN, UNAUTHORISED, type RouteDef } from './route-kit.ts';
import { CHAT_LIMITS, CHAT_MESSAGES } from './chat-messages.ts';
import { CHAT_FILE_MAX_MB, CHAT_FILE_NAME_MAX, CHAT_FILE_TYPES, CHAT_FILES_PER_MESSAGE } from '../schemas/screens/chat-files.ts';
import { UPLOAD_ACCOUNT_QUOTA_FULL, UPLOAD_QUOTA_FULL } from '../schemas/uploads.ts';

export { CHAT_EVENT, CHAT_LIMITS, CHAT_MESSAGES, FAKE_CHAT_CHANNEL } from './chat-messages.ts';

/** The permission every chat route needs; every role has it (src/contract/permissions.ts). */
export const CHAT_PERMISSION = 'chat.use';

const at = (what: string) => described(z.iso.datetime(), `${what} (ISO 8601, UTC)`);

/** An account a system message names: its id, and its name when the change was made (a removed member's stays known). */
const namedMember = z.object({ id, name: z.string() });

/**
 * What a system message says, as data (each client words it in its reader's language): a group's members changed,
 * `added` and `removed` by its owner (the message's author).
 */
export const chatChangeSchema = z.object({ type: z.literal('members'), added: z.array(namedMember), removed: z.array(namedMember) });
export type ChatChange = z.output<typeof chatChangeSchema>;

/** A file a message carries: its bytes are `GET /app/conversations/{id}/attachments/{attachmentId}`, members only. */
export const chatAttachmentSchema = z.object({
  id,
  name: described(z.string().check(z.minLength(1), z.maxLength(CHAT_FILE_NAME_MAX)), 'Its file name, as sent'),
  type: described(z.string(), 'Its media type: an image read from its bytes, else one of the file types chat takes'),
  size: described(z.int().check(z.nonnegative()), 'Bytes'),
});
export type ChatAttachment = z.output<typeof chatAttachmentSchema>;

/** One file of a conversation's list: where it was sent, by whom, when. */
export const chatFileSchema = z.object({
  ...chatAttachmentSchema.shape,
  messageId: described(id, 'The message carrying it'),
  authorId: described(id, 'Who sent it'),
  createdAt: at('When its message was sent'),
});
export type ChatFile = z.output<typeof chatFileSchema>;
export const chatFilePageSchema = z.object({ items: z.array(chatFileSchema) });

/**
 * One message. A deleted one keeps its place: `deleted` true, `text` empty. A system one (`kind: 'system'`) is written
 * by the backend when a group's members change: empty `text`, the change in `change`; it is never edited or deleted.
 */
export const chatMessageSchema = z.object({
  id,
  conversationId: id,
  authorId: id,
  clientId: described(
    z.string().check(z.minLength(1), z.maxLength(CHAT_LIMITS.clientId)),
    'The id the sending client gave it; the same one twice stores one message',
  ),
  text: described(z.string().check(z.maxLength(CHAT_LIMITS.text)), 'Plain text; empty when deleted'),
  createdAt: at('When it was sent'),
  editedAt: described(z.nullable(z.iso.datetime()), 'When its author last changed it, or null'),
  deleted: z.boolean(),
  kind: described(z.optional(z.enum(['text', 'system'])), "'system' for a line the backend wrote (see `change`); else a person's message"),
  change: described(z.optional(z.nullable(chatChangeSchema)), "A system message's change; null or absent for a person's message"),
  attachments: described(
    z.optional(z.array(chatAttachmentSchema)),
    'The files it carries, in the order sent; empty once deleted (absent only from messages stored before files were taken)',
  ),
});
export type ChatMessage = z.output<typeof chatMessageSchema>;

/**
 * Where one member has read up to: the id of the last message of the conversation they read (their read mark, which
 * `POST /app/conversations/{id}/read { upTo }` and a send move, never back), 0 when none yet.
 */
const memberReadSchema = z.object({
  userId: id,
  upTo: described(z.int().check(z.nonnegative(), z.lte(INT_MAX)), 'The last message id they read; 0 for none'),
});

/** One conversation, as the caller sees it (`unread` is theirs; `reads` every member's, for "Seen"). */
export const conversationSchema = z.object({
  id,
  title: described(z.nullable(text(CHAT_LIMITS.title)), "A group's title; null for a direct conversation"),
  direct: described(z.boolean(), 'Two members, no title, one per pair of accounts; its members never change'),
  ownerId: described(id, 'Who made it; for a group, the one who changes its members'),
  memberIds: described(z.array(id), 'Every member, the caller included, by id'),
  memberNames: described(z.array(z.string()), 'Their names as their accounts have them now, in the order of memberIds'),
  lastMessage: z.nullable(chatMessageSchema),
  unread: described(z.int().check(z.nonnegative()), "Messages of others after the caller's read mark, not deleted"),
  reads: described(z.array(memberReadSchema), "Every member's read mark, the caller's included, in the order of memberIds"),
  updatedAt: at('Its last message, or when it was made'),
});
export type Conversation = z.output<typeof conversationSchema>;

export const conversationPageSchema = z.object({
  items: z.array(conversationSchema),
  total: z.int().check(z.nonnegative()),
});
export type ConversationPage = z.output<typeof conversationPageSchema>;

/** An id a body names: within the database's integers, so a larger one is a 400, not a failed query. */
const ref = z.int().check(z.positive(), z.lte(INT_MAX));
const memberIds = z.array(ref).check(z.maxLength(CHAT_LIMITS.members));

/** `POST /app/conversations`: the caller is added to `memberIds`; one other and no title: the direct one. */
export const conversationCreateSchema = z.object({
  memberIds,
  title: z.optional(text(CHAT_LIMITS.title)),
});
export type ConversationCreate = z.output<typeof conversationCreateSchema>;

/** `PUT /app/conversations/{id}/members`: the members it has after (the owner stays whatever is sent). */
export const membersBodySchema = z.object({ memberIds });

export const messagePageSchema = z.object({ items: z.array(chatMessageSchema) });
export type MessagePage = z.output<typeof messagePageSchema>;

export const messageCreateSchema = z.object({
  clientId: chatMessageSchema.shape.clientId,
  text: described(
    z.string().check(z.maxLength(CHAT_LIMITS.text)),
    `Up to ${CHAT_LIMITS.text} characters; empty only when the message carries files`,
  ),
  attachmentIds: described(
    z.optional(z.array(ref).check(z.maxLength(CHAT_FILES_PER_MESSAGE))),
    `Files (at most ${CHAT_FILES_PER_MESSAGE}) the sender sent to this conversation and no message carries yet`,
  ),
});
export type MessageCreate = z.output<typeof messageCreateSchema>;
export const messageEditSchema = z.object({ text: text(CHAT_LIMITS.text) });
export const readBodySchema = z.object({ upTo: ref });
/** The answer of a read mark or a typing signal. */
export const chatAckSchema = z.object({ ok: z.literal(true) });

/** What happened in a conversation, as the live stream carries it. */
export const CHAT_EVENT_TYPES = ['message.created', 'message.edited', 'message.deleted', 'read', 'typing', 'members'] as const;
export type ChatEventType = (typeof CHAT_EVENT_TYPES)[number];

/**
 * The `data` of a CHAT_EVENT on `GET /app/events` (the fake backend sends the same between tabs), sent to the
 * conversation's members only. `message` for the message events (on the server, left out, with its `messageId`, when
 * too long for a Postgres notice); `messageId` for `read` (the reader's mark);
 * `memberIds` for `members` (sent to the members before and after, so a removed one learns it).
 */
export const chatEventSchema = z.object({
  type: z.enum(CHAT_EVENT_TYPES),
  conversationId: id,
  userId: described(id, 'Who did it'),
  at: at('When'),
  message: z.optional(chatMessageSchema),
  messageId: z.optional(id),
  memberIds: z.optional(z.array(id)),
});
export type ChatEvent = z.output<typeof chatEventSchema>;

const conversationId = { id: { description: 'Conversation id', schema: id } };
const messageId = { id: { description: 'Message id', schema: id } };
const noAttachment = error(
  `\`${CHAT_MESSAGES.noAttachment}\`: none, of a conversation the caller is not a member of, or of a deleted message`,
);
const noConversation = error(`\`${CHAT_MESSAGES.noConversation}\`: none, or the caller is not a member`);
const noMessage = error(`\`${CHAT_MESSAGES.noMessage}\`: none, or of a conversation the caller is not a member of`);
const badBody = error('The body does not match the schema (the message names the fields)');
const tooFast = error(`\`${CHAT_MESSAGES.tooFast}\` with Retry-After (seconds)`);
const conversation = { description: 'The conversation', schema: conversationSchema };
const base = { tag: 'chat', auth: true, permission: CHAT_PERMISSION } as const;

/** A conversation's files: sent before the message that carries them, read by its members only (with the bearer). */
function attachmentRoutes() {
  return {
    uploadAttachment: {
      ...base,
      method: 'post',
      path: '/app/conversations/{id}/attachments',
      operationId: 'uploadChatAttachment',
      summary: `Store a file (at most ${CHAT_FILE_MAX_MB} MB) for a message of the conversation, sent as the raw body; an image's type is read from its bytes. Counted in the uploads' quotas; audited (name, type, size). A message then carries it by its id`,
      pathParams: conversationId,
      query: {
        name: {
          description: `The file's name (1–${CHAT_FILE_NAME_MAX} characters; folders dropped)`,
          schema: z.string().check(z.maxLength(1000)),
        },
      },
      rawBody: { types: CHAT_FILE_TYPES, description: 'The bytes of the file; `Content-Type` its type' },
      responses: {
        201: { description: 'Stored, in no message yet', schema: chatAttachmentSchema },
        400: error(`\`${CHAT_MESSAGES.attachmentName}\``),
        401: UNAUTHORISED,
        403: FORBIDDEN,
        404: noConversation,
        413: error(`\`${CHAT_MESSAGES.attachmentTooLarge}\``),
        415: error(`\`${CHAT_MESSAGES.attachmentType}\``),
        507: error(`Nothing was stored: \`${UPLOAD_ACCOUNT_QUOTA_FULL}\`, \`${UPLOAD_QUOTA_FULL}\` or \`${MESSAGES.storageFull}\``),
      },
    },
    listAttachments: {
      ...base,
      method: 'get',
      path: '/app/conversations/{id}/attachments',
      operationId: 'listChatAttachments',
      summary: `The files of the conversation's messages (deleted ones left out), newest first, at most ${CHAT_LIMITS.files}`,
      pathParams: conversationId,
      responses: { 200: { description: 'The files', schema: chatFilePageSchema }, 401: UNAUTHORISED, 403: FORBIDDEN, 404: noConversation },
    },
    getAttachment: {
      ...base,
      method: 'get',
      path: '/app/conversations/{id}/attachments/{attachmentId}',
      operationId: 'getChatAttachment',
      summary:
        "The bytes of a file of a message (or the caller's own not yet sent), with its type, `X-Content-Type-Options: nosniff` and, but for an image, `Content-Disposition: attachment`",
      pathParams: { ...conversationId, attachmentId: { description: 'File id', schema: id } },
      responses: {
        200: {
          description: 'The file',
          binary: CHAT_FILE_TYPES,
          headers: { 'Content-Disposition': '`attachment` with its name, but for an image' },
        },
        401: UNAUTHORISED,
        403: FORBIDDEN,
        404: noAttachment,
      },
    },
  } as const satisfies Record<string, RouteDef>;
}

/** Every call of team chat, tried before the lists' `/app/{list}`. */
export const CHAT_ROUTES = {
  listConversations: {
    ...base,
    method: 'get',
    path: '/app/conversations',
    operationId: 'listConversations',
    summary: "The caller's conversations, newest (last message) first; `q` searches titles and member names",
    query: {
      q: { description: 'Words of a title or a member name (case-insensitive)', schema: z.string().check(z.maxLength(CHAT_LIMITS.query)) },
    },
    responses: { 200: { description: 'The conversations', schema: conversationPageSchema }, 401: UNAUTHORISED, 403: FORBIDDEN },
  },
  createConversation: {
    ...base,
    method: 'post',
    path: '/app/conversations',
    operationId: 'createConversation',
    summary: 'Start a conversation with the caller as a member; one other and no title answers the existing direct one',
    body: conversationCreateSchema,
    responses: {
      200: conversation,
      400: error(`The body does not match the schema, \`${CHAT_MESSAGES.badMember}\` or \`${CHAT_MESSAGES.noOtherMember}\``),
      401: UNAUTHORISED,
      403: FORBIDDEN,
    },
  },
  getConversation: {
    ...base,
    method: 'get',
    path: '/app/conversations/{id}',
    operationId: 'getConversation',
    summary: 'One conversation of the caller',
    pathParams: conversationId,
    responses: { 200: conversation, 401: UNAUTHORISED, 403: FORBIDDEN, 404: noConversation },
  },
  setMembers: {
    ...base,
    method: 'put',
    path: '/app/conversations/{id}/members',
    operationId: 'setConversationMembers',
    summary: "Set a group's members (its owner only); a removed member stops receiving its events at once",
    pathParams: conversationId,
    body: membersBodySchema,
    responses: {
      200: conversation,
      400: error(`The body does not match the schema, \`${CHAT_MESSAGES.badMember}\` or \`${CHAT_MESSAGES.directMembers}\``),
      401: UNAUTHORISED,
      403: error(`\`${CHAT_MESSAGES.notOwner}\`, or \`${MESSAGES.forbidden}\``),
      404: noConversation,
    },
  },
  listMessages: {
    ...base,
    method: 'get',
    path: '/app/conversations/{id}/messages',
    operationId: 'listMessages',
    summary: 'A page of messages, oldest first within it: the newest ones, or those right before `before`',
    pathParams: conversationId,
    query: {
      before: { description: 'A message id: the page ends right before it', schema: id },
      limit: {
        description: `How many (default ${CHAT_LIMITS.pageDefault}, at most ${CHAT_LIMITS.pageMax})`,
        schema: z.int().check(z.positive(), z.lte(CHAT_LIMITS.pageMax)),
      },
    },
    responses: {
      200: { description: 'The page', schema: messagePageSchema },
      400: error(`A bad \`limit\`, or \`${CHAT_MESSAGES.badMessageRef}\``),
      401: UNAUTHORISED,
      403: FORBIDDEN,
      404: noConversation,
    },
  },
  sendMessage: {
    ...base,
    method: 'post',
    path: '/app/conversations/{id}/messages',
    operationId: 'sendMessage',
    summary: `Send a message (1–${CHAT_LIMITS.text} characters); the same clientId again answers the stored one. At most ${CHAT_LIMITS.rateMessages} per ${CHAT_LIMITS.rateWindowMs / 1000} s per account`,
    pathParams: conversationId,
    body: messageCreateSchema,
    responses: {
      200: { description: 'The message (the stored one, for a clientId sent before)', schema: chatMessageSchema },
      400: badBody,
      401: UNAUTHORISED,
      // A deactivated account is no caller: 401, as on every route.
      403: FORBIDDEN,
      404: noConversation,
      429: tooFast,
    },
  },
  editMessage: {
    ...base,
    method: 'put',
    path: '/app/messages/{id}',
    operationId: 'editMessage',
    summary: 'Change the text of a message; its author only. It is marked edited',
    pathParams: messageId,
    body: messageEditSchema,
    responses: {
      200: { description: 'The message', schema: chatMessageSchema },
      400: error(`The body does not match the schema, or \`${CHAT_MESSAGES.messageDeleted}\``),
      401: UNAUTHORISED,
      403: error(`\`${CHAT_MESSAGES.notYourMessage}\`, or \`${MESSAGES.forbidden}\``),
      404: noMessage,
    },
  },
  deleteMessage: {
    ...base,
    method: 'delete',
    path: '/app/messages/{id}',
    operationId: 'deleteMessage',
    summary: 'Delete a message; its author only. It keeps its place, marked deleted, with no text',
    pathParams: messageId,
    responses: {
      200: { description: 'The message as it is now', schema: chatMessageSchema },
      401: UNAUTHORISED,
      403: error(`\`${CHAT_MESSAGES.notYourMessage}\`, or \`${MESSAGES.forbidden}\``),
      404: noMessage,
    },
  },
  markRead: {
    ...base,
    method: 'post',
    path: '/app/conversations/{id}/read',
    operationId: 'markConversationRead',
    summary: "Move the caller's read mark up to a message (never back)",
    pathParams: conversationId,
    body: readBodySchema,
    responses: {
      200: conversation,
      400: error(`The body does not match the schema, or \`${CHAT_MESSAGES.badMessageRef}\``),
      401: UNAUTHORISED,
      403: FORBIDDEN,
      404: noConversation,
    },
  },
  typing: {
    ...base,
    method: 'post',
    path: '/app/conversations/{id}/typing',
    operationId: 'signalTyping',
    summary: 'Tell the other members (live stream, not stored) that the caller is typing',
    pathParams: conversationId,
    responses: { 200: { description: 'Sent', schema: chatAckSchema }, 401: UNAUTHORISED, 403: FORBIDDEN, 404: noConversation },
  },
  ...attachmentRoutes(),
} as const satisfies Record<string, RouteDef>;
