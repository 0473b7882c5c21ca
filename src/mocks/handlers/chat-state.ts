/**
 * The fake backend's team chat, as the server's tables of migration 0026 (conversations, conversation_members,
 * chat_messages): one collection of its state (src/mocks/db.ts), stored and reset like the lists, so a change is seen
 * by every tab. The sample conversations are between the demo accounts (src/mocks/accounts.ts): a direct one between
 * the administrator and the editor, one between the editor and the viewer, and a group of all three.
 */
import { z } from 'zod/mini';
import { chatMessageSchema } from '../../contract/chat.ts';
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

export const chatStateSchema = z.object({
  conversations: z.array(storedConversation),
  /** Oldest first (ids increase). */
  messages: z.array(chatMessageSchema),
  /** Each member's read mark: the last message id they read, by `<conversation id>:<account id>`. */
  reads: z.record(z.string(), z.int()),
  lastIds: z.object({ conversation: z.int(), message: z.int() }),
});
export type ChatState = z.infer<typeof chatStateSchema>;
export type StoredConversation = ChatState['conversations'][number];
export type StoredMessage = ChatState['messages'][number];

export const readKey = (conversationId: number, userId: number) => `${conversationId}:${userId}`;

const ADMIN = DEMO_USER_ID;
const EDITOR = DEMO_USER_ID + 1;
const VIEWER = DEMO_USER_ID + 2;

/** The sample lines: conversation, author, text. */
const SAMPLE_LINES: [number, number, string][] = [
  [1, ADMIN, 'Morning Eva, do you have the Q3 figures for the board pack?'],
  [1, EDITOR, 'Yes, finishing the revenue table now. You will have it by noon.'],
  [1, ADMIN, 'Perfect, thanks.'],
  [2, EDITOR, 'Victor, can you check the new supplier list before Friday?'],
  [2, VIEWER, 'Sure, I will look at it this afternoon.'],
  [3, ADMIN, 'Welcome to the launch channel. Updates on the relaunch go here.'],
  [3, EDITOR, 'The landing page copy is ready for review.'],
  [3, VIEWER, 'Looks good to me. One typo in the pricing section.'],
  [3, EDITOR, 'Fixed, thanks Victor!'],
];

/** The sample conversations and their messages, a minute apart, ending a day before 2026-12-01. */
export function sampleChatState(): ChatState {
  const start = Date.parse('2026-11-30T08:00:00.000Z');
  const at = (minutes: number) => new Date(start + minutes * 60_000).toISOString();
  const conversations: StoredConversation[] = [
    { id: 1, title: null, direct: true, ownerId: ADMIN, memberIds: [ADMIN, EDITOR], createdAt: at(0) },
    { id: 2, title: null, direct: true, ownerId: EDITOR, memberIds: [EDITOR, VIEWER], createdAt: at(0) },
    { id: 3, title: 'Website relaunch', direct: false, ownerId: ADMIN, memberIds: [ADMIN, EDITOR, VIEWER], createdAt: at(0) },
  ];
  const messages = SAMPLE_LINES.map(([conversationId, authorId, text], index) => ({
    id: index + 1,
    conversationId,
    authorId,
    clientId: `sample-${index + 1}`,
    text,
    createdAt: at(index + 1),
    editedAt: null,
    deleted: false,
  }));
  // Everyone has read what they wrote; the rest is unread.
  const reads: Record<string, number> = {};
  for (const m of messages) reads[readKey(m.conversationId, m.authorId)] = m.id;
  return { conversations, messages, reads, lastIds: { conversation: conversations.length, message: messages.length } };
}
