/**
 * Team chat's store: the caller's conversations, the open one's messages (paged upward with the `before` cursor),
 * and the outbox (src/stores/chat-outbox.ts): a message written here shows at once as "sending…", is sent with the
 * id made for it, and is replaced by the backend's answer found by that id — shown once, never dropped: a failure
 * that is the connection's waits for it (the `online` event, the live stream back), a refusal stays "failed" for the
 * person to retry or discard. New messages of others are read every few seconds while the page is visible.
 */
import { atom, type ReadableAtom } from 'nanostores';
import { ApiError } from '../api/client.ts';
import * as chatApi from '../api/chat.ts';
import { CHAT_LIMITS, type ChatMessage, type Conversation } from '../api/chat.ts';
import { $liveConnected } from './live.ts';
import { loadOutbox, mergeMessages, saveOutbox, withoutDelivered, type OutboxItem } from './chat-outbox.ts';

export type { ChatMessage, Conversation } from '../api/chat.ts';
export type { OutboxItem } from './chat-outbox.ts';

export interface ChatState {
  conversations: readonly Conversation[];
  /** The conversations' first read is under way. */
  listLoading: boolean;
  /** The last failure of the conversations' read (translate it with translateError). */
  listError: unknown;
  query: string;
  openId: number | null;
  /** The open conversation's messages read so far, oldest first. */
  messages: readonly ChatMessage[];
  messagesLoading: boolean;
  messagesError: unknown;
  /** Whether older messages may be there (the last page read was full). */
  hasOlder: boolean;
  loadingOlder: boolean;
  /** Messages written here the backend has not answered, of every conversation. */
  outbox: readonly OutboxItem[];
  /** What the composer holds, by conversation: kept while another one is open, and given back by a discard. */
  drafts: Readonly<Record<number, string>>;
}

/** A page of messages. */
const PAGE = 30;
/** While the page is visible, the open conversation and the list are read again this often. */
const POLL_MS = 3_000;

const storage = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);
/** Whether the page is seen (a hidden tab reads nothing and marks nothing read). */
const visible = (): boolean => typeof document === 'undefined' || document.visibilityState === 'visible';

const $state = atom<ChatState>({
  conversations: [],
  listLoading: false,
  listError: null,
  query: '',
  openId: null,
  messages: [],
  messagesLoading: false,
  messagesError: null,
  hasOlder: false,
  loadingOlder: false,
  outbox: [],
  drafts: {},
});
const patch = (next: Partial<ChatState>) => $state.set({ ...$state.get(), ...next });

function setOutbox(outbox: readonly OutboxItem[]): void {
  patch({ outbox });
  saveOutbox(storage(), outbox);
}

const updateItem = (clientId: string, change: Partial<OutboxItem>) =>
  setOutbox($state.get().outbox.map((item) => (item.clientId === clientId ? { ...item, ...change } : item)));

/** The connection's failures (no answer, a timeout, a 5xx) wait for it; the backend's refusals do not. */
function isConnectionFailure(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500 || error.kind === 'network' || error.kind === 'timeout');
}

/** The conversation with a message put in as its last one (when newer), moved to the top of the list. */
function withLastMessage(conversations: readonly Conversation[], message: ChatMessage): Conversation[] {
  const found = conversations.find((c) => c.id === message.conversationId);
  if (!found || (found.lastMessage && found.lastMessage.id >= message.id)) return [...conversations];
  const updated = { ...found, lastMessage: message, updatedAt: message.createdAt };
  return [updated, ...conversations.filter((c) => c.id !== found.id)];
}

/** The backend's answer to a send: the pending bubble gives way to the message. */
function delivered(message: ChatMessage): void {
  const state = $state.get();
  const messages = state.openId === message.conversationId ? mergeMessages(state.messages, [message]) : state.messages;
  patch({ messages, conversations: withLastMessage(state.conversations, message) });
  setOutbox($state.get().outbox.filter((item) => item.clientId !== message.clientId));
}

const inFlight = new Set<string>();
let retryTimer: ReturnType<typeof setTimeout> | undefined;

async function deliver(item: OutboxItem): Promise<void> {
  if (inFlight.has(item.clientId)) return;
  inFlight.add(item.clientId);
  try {
    delivered(await chatApi.sendMessage(item.conversationId, item.clientId, item.text));
  } catch (error) {
    if (isConnectionFailure(error)) updateItem(item.clientId, { status: 'sending', error });
    else if (error instanceof ApiError && error.status === 429) {
      // Retry-After is at most the rate window: the item is sent again by itself then.
      const retryAt = Date.now() + CHAT_LIMITS.rateWindowMs;
      updateItem(item.clientId, { status: 'failed', error, retryAt });
      clearTimeout(retryTimer);
      retryTimer = setTimeout(() => void flushOutbox(), CHAT_LIMITS.rateWindowMs);
    } else updateItem(item.clientId, { status: 'failed', error });
  } finally {
    inFlight.delete(item.clientId);
  }
}

/** Sends every item waiting for the connection, and the 429s whose wait is over; one after another, in order. */
async function flushOutbox(): Promise<void> {
  const now = Date.now();
  const due = $state.get().outbox.filter((item) => item.status === 'sending' || (item.retryAt !== undefined && item.retryAt <= now));
  for (const item of due) await deliver(item);
}

let listSeq = 0;
async function readConversations(quiet: boolean): Promise<void> {
  const seq = ++listSeq;
  if (!quiet) patch({ listLoading: true, listError: null });
  try {
    const page = await chatApi.getConversations($state.get().query);
    if (seq === listSeq) patch({ conversations: page.items, listLoading: false, listError: null });
  } catch (error) {
    if (seq === listSeq && !quiet) patch({ listLoading: false, listError: error });
  }
}

/** Marks the open conversation read up to its last message of another account (never back), and says so in the list. */
async function markOpenRead(): Promise<void> {
  const { openId, messages, conversations } = $state.get();
  const last = messages.at(-1);
  const open = conversations.find((c) => c.id === openId);
  if (openId === null || !last || !open || open.unread === 0 || !visible()) return;
  patch({ conversations: conversations.map((c) => (c.id === openId ? { ...c, unread: 0 } : c)) });
  try {
    await chatApi.markRead(openId, last.id);
  } catch {
    // The next read of the list shows the count again; nothing the person typed is at stake.
  }
}

/** Reads the newest page of the open conversation again and merges it (edits, deletes, new messages). */
async function readNewest(): Promise<void> {
  const openId = $state.get().openId;
  if (openId === null) return;
  try {
    const page = await chatApi.getMessages(openId, { limit: PAGE });
    if ($state.get().openId !== openId) return;
    const messages = mergeMessages($state.get().messages, page.items);
    patch({ messages, messagesError: null });
    setOutbox(withoutDelivered($state.get().outbox, messages));
  } catch {
    // A failed poll says nothing new: the next one tries again.
  }
}

let pollTimer: ReturnType<typeof setInterval> | undefined;
let stopConnectionWatch: (() => void) | undefined;

function poll(): void {
  if (!visible()) return;
  void readConversations(true);
  void readNewest().then(markOpenRead);
}

function startWatching(): void {
  if (pollTimer !== undefined || typeof window === 'undefined') return;
  pollTimer = setInterval(poll, POLL_MS);
  const online = () => void flushOutbox();
  window.addEventListener('online', online);
  const unlisten = $liveConnected.listen((connected) => {
    if (connected) void flushOutbox();
  });
  stopConnectionWatch = () => {
    window.removeEventListener('online', online);
    unlisten();
  };
}

export const chatStore = {
  $state: $state as ReadableAtom<ChatState>,

  /** Reads the conversations, takes up the outbox a reload left and sends it; reads again every few seconds. */
  async start(): Promise<void> {
    const kept = loadOutbox(storage());
    const known = new Set($state.get().outbox.map((item) => item.clientId));
    setOutbox([...$state.get().outbox, ...kept.filter((item) => !known.has(item.clientId))]);
    startWatching();
    await readConversations(false);
    void flushOutbox();
  },

  stop(): void {
    clearInterval(pollTimer);
    pollTimer = undefined;
    stopConnectionWatch?.();
    stopConnectionWatch = undefined;
  },

  /** The list searched by titles and member names. */
  search(query: string): Promise<void> {
    patch({ query });
    return readConversations(false);
  },

  refreshList: (): Promise<void> => readConversations(false),

  /** Opens a conversation: its newest page, then its read mark moved. */
  async open(id: number): Promise<void> {
    patch({ openId: id, messages: [], messagesLoading: true, messagesError: null, hasOlder: false });
    try {
      const page = await chatApi.getMessages(id, { limit: PAGE });
      if ($state.get().openId !== id) return;
      patch({ messages: page.items, messagesLoading: false, hasOlder: page.items.length === PAGE });
      setOutbox(withoutDelivered($state.get().outbox, page.items));
      await markOpenRead();
    } catch (error) {
      if ($state.get().openId === id) patch({ messagesLoading: false, messagesError: error });
    }
  },

  close(): void {
    patch({ openId: null, messages: [], messagesError: null, hasOlder: false });
  },

  /** The page before the oldest message read; answers how many came (the island keeps the scroll position). */
  async loadOlder(): Promise<number> {
    const { openId, messages, hasOlder, loadingOlder } = $state.get();
    const oldest = messages[0];
    if (openId === null || !oldest || !hasOlder || loadingOlder) return 0;
    patch({ loadingOlder: true });
    try {
      const page = await chatApi.getMessages(openId, { before: oldest.id, limit: PAGE });
      if ($state.get().openId !== openId) return 0;
      patch({ messages: mergeMessages($state.get().messages, page.items), hasOlder: page.items.length === PAGE, loadingOlder: false });
      return page.items.length;
    } catch (error) {
      patch({ loadingOlder: false, messagesError: error });
      return 0;
    }
  },

  /** Puts a message in the outbox of the open conversation and sends it (at once when online, else when back). */
  send(text: string): void {
    const openId = $state.get().openId;
    if (openId === null || text.trim() === '') return;
    const item: OutboxItem = {
      clientId: crypto.randomUUID(),
      conversationId: openId,
      text,
      createdAt: new Date().toISOString(),
      status: 'sending',
    };
    setOutbox([...$state.get().outbox, item]);
    if (typeof navigator === 'undefined' || navigator.onLine !== false) void deliver(item);
  },

  /** Sends a failed item again, with the same client id. */
  retry(clientId: string): void {
    const item = $state.get().outbox.find((i) => i.clientId === clientId);
    if (!item) return;
    updateItem(clientId, { status: 'sending', error: undefined, retryAt: undefined });
    void deliver({ ...item, status: 'sending' });
  },

  /** Drops an item the person chose not to send; its text goes back to an empty composer, so nothing typed is lost. */
  discard(clientId: string): void {
    const { outbox, drafts } = $state.get();
    const item = outbox.find((i) => i.clientId === clientId);
    if (item && !drafts[item.conversationId]) patch({ drafts: { ...drafts, [item.conversationId]: item.text } });
    setOutbox(outbox.filter((i) => i.clientId !== clientId));
  },

  setDraft(conversationId: number, text: string): void {
    patch({ drafts: { ...$state.get().drafts, [conversationId]: text } });
  },

  /** Sends what waits now (the island calls this on a "try now"). */
  flush: (): Promise<void> => flushOutbox(),

  async edit(id: number, text: string): Promise<void> {
    const message = await chatApi.editMessage(id, text);
    patch({ messages: mergeMessages($state.get().messages, [message]) });
  },

  async remove(id: number): Promise<void> {
    const message = await chatApi.deleteMessage(id);
    patch({ messages: mergeMessages($state.get().messages, [message]) });
  },

  /** Starts a conversation (a direct one with the same person answers the existing one) and lists it. */
  async create(memberIds: number[], title?: string): Promise<Conversation> {
    const conversation = await chatApi.createConversation(title ? { memberIds, title } : { memberIds });
    const rest = $state.get().conversations.filter((c) => c.id !== conversation.id);
    patch({ conversations: [conversation, ...rest] });
    return conversation;
  },

  /** Tells the others the caller is typing (at most every few seconds: the island throttles). */
  typing(): void {
    const openId = $state.get().openId;
    if (openId !== null) void chatApi.signalTyping(openId).catch(() => undefined);
  },
};
