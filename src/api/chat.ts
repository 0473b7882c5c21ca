/**
 * Team chat's calls (src/contract/chat.ts), typed, for a chat store. Every failure is the client's `ApiError`: its
 * `status` and the backend's `message`, one of CHAT_MESSAGES for chat's refusals (404 CHAT_MESSAGES.noConversation
 * also for a conversation the caller was removed from; 429 CHAT_MESSAGES.tooFast, with Retry-After, for sending too
 * fast). Sending takes a `clientId` the caller keeps until the send succeeds: a retry with it stores nothing twice.
 * Live events come on the live stream (src/api/live.ts) as CHAT_EVENT, `data` a ChatEvent.
 */
import { backendReady } from './backend.ts';
import { api, ApiError, CLIENT_MESSAGES } from './client.ts';
import { apiBaseUrl } from './config.ts';
import { $currentUser } from './session.ts';
import type {
  ChatAttachment,
  ChatFile,
  ChatMessage,
  Conversation,
  ConversationCreate,
  ConversationPage,
  MessagePage,
} from '../contract/chat.ts';

export type {
  ChatAttachment,
  ChatEvent,
  ChatFile,
  ChatMessage,
  Conversation,
  ConversationCreate,
  ConversationPage,
  MessagePage,
} from '../contract/chat.ts';
import { FAKE_CHAT_CHANNEL } from '../contract/chat-messages.ts';
import { conversationCountsSchema, type ConversationCounts } from '../contract/chat-counts.ts';

export { CHAT_LIMITS } from '../contract/chat-messages.ts';

// Loaded with the first call, in parallel with it: zod is not part of the page's first download.
const contract = () => import('../contract/chat.ts');
const conversationSchema = async () => (await contract()).conversationSchema;
const conversationPageSchema = async () => (await contract()).conversationPageSchema;
const messageSchema = async () => (await contract()).chatMessageSchema;
const messagePageSchema = async () => (await contract()).messagePageSchema;
const ackSchema = async () => (await contract()).chatAckSchema;
const attachmentSchema = async () => (await contract()).chatAttachmentSchema;
const filePageSchema = async () => (await contract()).chatFilePageSchema;
/** The schema of a live CHAT_EVENT's data, loaded on demand, for the store that reads the stream. */
export const chatEventSchema = async () => (await contract()).chatEventSchema;

const conversationPath = (id: number) => `/app/conversations/${id}`;
const messagePath = (id: number) => `/app/messages/${id}`;

/**
 * `GET /app/conversations`: the caller's conversations, newest first; `q` searches titles and member names.
 * `synthetic` asks the fake backend to add its long conversation first (its `?messages=N`; never sent to a real API).
 */
export function getConversations(q?: string, signal?: AbortSignal, synthetic?: { messages: number }): Promise<ConversationPage> {
  return api.get('/app/conversations', { schema: conversationPageSchema, signal, query: { q: q || undefined, ...synthetic } });
}

/** `GET /app/conversations`, only each conversation's id and unread count (the top bar's badge, on every page). */
export function getUnreadCounts(signal?: AbortSignal): Promise<ConversationCounts> {
  return api.get('/app/conversations', { schema: conversationCountsSchema, signal });
}

/** `POST /app/conversations`: a group (with a title) or the direct conversation with one other account. */
export function createConversation(body: ConversationCreate): Promise<Conversation> {
  return api.post('/app/conversations', body, { schema: conversationSchema });
}

/** `PUT /app/conversations/{id}/members`: a group's members (its owner only; the owner stays whatever is sent). */
export function setMembers(conversationId: number, memberIds: number[]): Promise<Conversation> {
  return api.put(`${conversationPath(conversationId)}/members`, { memberIds }, { schema: conversationSchema });
}

/** `GET /app/conversations/{id}/messages`: the newest page, or the one right before message `before`; oldest first. */
export function getMessages(
  conversationId: number,
  page: { before?: number; limit?: number } = {},
  signal?: AbortSignal,
): Promise<MessagePage> {
  return api.get(`${conversationPath(conversationId)}/messages`, {
    schema: messagePageSchema,
    signal,
    query: { before: page.before, limit: page.limit },
  });
}

/**
 * `POST /app/conversations/{id}/messages`: the same `clientId` again answers the stored message. `attachmentIds`: files
 * sent before with uploadAttachment (then `text` may be empty).
 */
export function sendMessage(conversationId: number, clientId: string, text: string, attachmentIds: number[] = []): Promise<ChatMessage> {
  const body = attachmentIds.length ? { clientId, text, attachmentIds } : { clientId, text };
  return api.post(`${conversationPath(conversationId)}/messages`, body, { schema: messageSchema });
}

/**
 * `POST /app/conversations/{id}/attachments`: a file for a message of the conversation (the bytes as the body, its
 * name in the query). 413 over 10 MB, 415 a type chat does not take, 507 a quota or the disk full.
 */
export function uploadAttachment(conversationId: number, file: Blob, name: string, signal?: AbortSignal): Promise<ChatAttachment> {
  return api.post(`${conversationPath(conversationId)}/attachments`, file, {
    // ofetch sends a Blob as it is (only plain objects become JSON), so the type is said here.
    headers: { 'Content-Type': file.type || 'application/octet-stream' },
    query: { name },
    schema: attachmentSchema,
    ...(signal ? { signal } : {}),
  });
}

/** `GET /app/conversations/{id}/attachments`: the files of the conversation's messages, newest first. */
export async function getAttachments(conversationId: number, signal?: AbortSignal): Promise<ChatFile[]> {
  return (await api.get(`${conversationPath(conversationId)}/attachments`, { schema: filePageSchema, signal })).items;
}

/**
 * `GET /app/conversations/{id}/attachments/{attachmentId}`: a file's bytes as a Blob, read with the bearer (there is no
 * url to give an `<img>`: show it through `URL.createObjectURL`). An ApiError on failure (404 once its message is deleted).
 */
export async function fetchAttachment(conversationId: number, attachmentId: number, signal?: AbortSignal): Promise<Blob> {
  await backendReady();
  const token = $currentUser.get()?.token;
  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl()}${conversationPath(conversationId)}/attachments/${attachmentId}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      ...(signal ? { signal } : {}),
    });
  } catch {
    throw new ApiError(CLIENT_MESSAGES.network, 0, 'network');
  }
  if (!response.ok) throw new ApiError(response.statusText || `HTTP ${response.status}`, response.status, 'http');
  return response.blob();
}

/** `PUT /app/messages/{id}`: its author only; marked edited. */
export function editMessage(id: number, text: string): Promise<ChatMessage> {
  return api.put(messagePath(id), { text }, { schema: messageSchema });
}

/** `DELETE /app/messages/{id}`: its author only; it keeps its place, marked deleted, with no text. */
export function deleteMessage(id: number): Promise<ChatMessage> {
  return api.delete(messagePath(id), undefined, { schema: messageSchema });
}

/** `POST /app/conversations/{id}/read`: the caller's read mark up to message `upTo` (never back). */
export function markRead(conversationId: number, upTo: number): Promise<Conversation> {
  return api.post(`${conversationPath(conversationId)}/read`, { upTo }, { schema: conversationSchema });
}

/** `POST /app/conversations/{id}/typing`: the other members see the caller typing (not stored). */
export async function signalTyping(conversationId: number): Promise<void> {
  await api.post(`${conversationPath(conversationId)}/typing`, undefined, { schema: ackSchema });
}

/**
 * The fake backend's chat events, from every tab of this origin (the reference server's come on the live stream:
 * `onChat` of src/api/live.ts's connectSse). Each is handed on as sent, to be checked with chatEventSchema; the fake
 * backend sends every tab every conversation's events, so a listener keeps only those of the conversations it shows.
 */
export function watchFakeChat(onEvent: (data: unknown) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(FAKE_CHAT_CHANNEL);
  channel.onmessage = (message: MessageEvent) => onEvent((message.data as { event?: unknown } | null)?.event);
  return () => channel.close();
}
