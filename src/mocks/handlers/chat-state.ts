/**
 * The fake backend's team chat, as the server's tables of migration 0026 (conversations, conversation_members,
 * chat_messages): one collection of its state (src/mocks/db.ts), stored and reset like the lists, so a change is seen
 * by every tab. The sample conversations between the demo accounts are src/resources/samples/chat-samples.ts's, which
 * the reference server seeds too.
 */
import { z } from 'zod/mini';
import { chatMessageSchema } from '../../contract/chat.ts';
import type { Role } from '../../schemas/roles.ts';
import { CHAT_SAMPLE_LINES, CHAT_SAMPLES, chatSampleTime } from '../../resources/samples/chat-samples.ts';
import { DEMO_USER_ID } from '../start/settings.ts';

export const CHAT_KEY = 'chat';

const storedConversation = z.object({
  id: z.int(),
  title: z.nullable(z.string()),
  direct: z.boolean(),
  ownerId: z.int(),
  /** In the order they were added. */
  memberIds: z.array(z.int()),
  createdAt: z.string(),
});

/** A chat file (the server's chat_attachments): its bytes are in the fake backend's files (ctx.files) under `key`. */
const storedAttachment = z.object({
  id: z.int(),
  conversationId: z.int(),
  uploaderId: z.int(),
  /** Null until a message of its sender takes it. */
  messageId: z.nullable(z.int()),
  name: z.string(),
  type: z.string(),
  size: z.int(),
  key: z.string(),
  createdAt: z.string(),
});

export const chatStateSchema = z.object({
  conversations: z.array(storedConversation),
  /** Absent from a state stored before chat had files. */
  attachments: z.optional(z.array(storedAttachment)),
  /** Oldest first (ids increase). */
  messages: z.array(chatMessageSchema),
  /** Each member's read mark: the last message id they read, by `<conversation id>:<account id>`. */
  reads: z.record(z.string(), z.int()),
  lastIds: z.object({ conversation: z.int(), message: z.int(), attachment: z.optional(z.int()) }),
});
export type ChatState = z.infer<typeof chatStateSchema>;
export type StoredConversation = ChatState['conversations'][number];
export type StoredMessage = ChatState['messages'][number];
export type StoredAttachment = z.infer<typeof storedAttachment>;

export const readKey = (conversationId: number, userId: number) => `${conversationId}:${userId}`;

/** The demo accounts' ids on the fake backend, by role (src/mocks/accounts.ts). */
const DEMO_IDS: Record<Role, number> = { admin: DEMO_USER_ID, editor: DEMO_USER_ID + 1, viewer: DEMO_USER_ID + 2 };

/** The sample conversations (src/resources/samples/chat-samples.ts) and their messages; each member has read what they wrote. */
export function sampleChatState(): ChatState {
  const conversations: StoredConversation[] = CHAT_SAMPLES.map((sample, index) => ({
    id: index + 1,
    title: sample.title,
    direct: sample.title === null,
    ownerId: DEMO_IDS[sample.owner],
    memberIds: sample.members.map((role) => DEMO_IDS[role]),
    createdAt: chatSampleTime(0),
  }));
  const messages = CHAT_SAMPLE_LINES.map(([conversation, author, text], index) => ({
    id: index + 1,
    conversationId: conversation + 1,
    authorId: DEMO_IDS[author],
    clientId: `sample-${index + 1}`,
    text,
    createdAt: chatSampleTime(index + 1),
    editedAt: null,
    deleted: false,
  }));
  // Everyone has read what they wrote; the rest is unread.
  const reads: Record<string, number> = {};
  for (const m of messages) reads[readKey(m.conversationId, m.authorId)] = m.id;
  return { conversations, messages, reads, lastIds: { conversation: conversations.length, message: messages.length } };
}
