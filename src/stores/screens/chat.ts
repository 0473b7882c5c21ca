/**
 * Team chat's store: the caller's conversations, the open one's messages (paged upward with the `before` cursor),
 * and the outbox (src/stores/chat-outbox.ts): a message written here shows at once as "sending…", is sent with the
 * id made for it, and is replaced by the backend's answer found by that id — shown once, never dropped: a failure
 * that is the connection's waits for it (the `online` event, the live stream back), a refusal stays "failed" for the
 * person to retry or discard. What others do comes as live events (the live store's onLiveChat, either backend): new,
 * edited and deleted messages, read marks ("Seen", which start from the members' read positions each conversation
 * carries), typing and member changes; the list and the open conversation are read again only when the live
 * connection comes back (events may have been missed while it was down).
 */
import { atom, type ReadableAtom } from 'nanostores';
import { ApiError } from '../../api/client.ts';
import { FAKE_BACKEND } from '../../api/config.ts';
import * as chatApi from '../../api/chat.ts';
import { CHAT_LIMITS, type ChatEvent, type ChatMessage, type Conversation } from '../../api/chat.ts';
import { $currentUser } from '../../api/session.ts';
import { $liveConnected, onLiveChat } from '../live.ts';
import { CHAT_FILES_PER_MESSAGE, checkChatFile } from '../../schemas/screens/chat-files.ts';
import { loadOutbox, mergeMessages, saveOutbox, withoutDelivered, type OutboxFile, type OutboxItem } from './chat-outbox.ts';
import { showChatCounts } from './chat-unread.ts';

export type { ChatMessage, Conversation } from '../../api/chat.ts';
export type { OutboxFile, OutboxItem } from './chat-outbox.ts';
export { OUTBOX_FILES_LOST } from './chat-outbox.ts';

/** A file the composer refused before sending: too large, of a type chat does not take, or one too many. */
export interface FileProblem {
  name: string;
  problem: 'size' | 'type' | 'count';
}

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
  /** The files chosen in the composer, by conversation (kept as the drafts are, given back by a discard). */
  pendingFiles: Readonly<Record<number, readonly OutboxFile[]>>;
  /** Who of the others is typing where, each until `until` (ms since the epoch). */
  typing: readonly TypingMark[];
  /**
   * The others' read marks, for "Seen": conversation id → member id → the last message read. From each conversation's
   * `reads` as the backend answers it (so a read made before the page opened counts), then the live `read` events;
   * never moved back.
   */
  readMarks: Readonly<Record<number, Readonly<Record<number, number>>>>;
}

interface TypingMark {
  conversationId: number;
  userId: number;
  until: number;
}

/** A typing signal shows this long after it came (the composer sends one at most every 3 s while one types). */
export const TYPING_SHOWN_MS = 5_000;

/** A page of messages (scrolling up reads the next one before the top is reached). */
const PAGE = 50;

/**
 * `?messages=N` on the chat page, forwarded to the fake backend, which then adds a group of N messages (the benchmark's
 * long conversation, as a list page's `?rows=N`); a real API knows nothing of it, so it is never sent there.
 */
function syntheticMessages(): { messages: number } | undefined {
  if (!FAKE_BACKEND || typeof location === 'undefined') return undefined;
  const raw = new URLSearchParams(location.search).get('messages');
  return raw !== null && /^\d{1,5}$/.test(raw) ? { messages: Number(raw) } : undefined;
}

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
  pendingFiles: {},
  typing: [],
  readMarks: {},
});
const patch = (next: Partial<ChatState>) => $state.set({ ...$state.get(), ...next });

function setOutbox(outbox: readonly OutboxItem[]): void {
  patch({ outbox });
  saveOutbox(storage(), outbox);
}

const updateItem = (clientId: string, change: Partial<OutboxItem>) =>
  setOutbox($state.get().outbox.map((item) => (item.clientId === clientId ? { ...item, ...change } : item)));

/**
 * The connection's failures (no answer, a timeout, a 5xx) wait for it; the backend's refusals do not. A 507 is one: a
 * quota or a full disk that sending again does not change (the person is told, and retries or discards).
 */
function isConnectionFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.status === 0 || (error.status >= 500 && error.status !== 507) || error.kind === 'network' || error.kind === 'timeout';
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
    // Without files the send leaves at once (no await before it), as it always did.
    const ids = item.files?.length ? await uploadFiles(item) : [];
    delivered(await chatApi.sendMessage(item.conversationId, item.clientId, item.text, ids));
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

/**
 * Uploads the files of an outbox item not uploaded yet, one after another, each answer kept in the item (a retry
 * uploads only the rest); answers the ids of all its files, in order.
 */
async function uploadFiles(item: OutboxItem): Promise<number[]> {
  let files = item.files ?? [];
  for (const file of files) {
    if (file.attachment || !file.blob) continue;
    const attachment = await chatApi.uploadAttachment(item.conversationId, file.blob, file.name);
    files = files.map((f) => (f.key === file.key ? { key: f.key, name: f.name, type: f.type, size: f.size, attachment } : f));
    updateItem(item.clientId, { files });
  }
  return files.flatMap((f) => (f.attachment ? [f.attachment.id] : []));
}

/** The bytes of files read so far, as object URLs (an image shows through one), by file id: read once a page. */
const fileUrls = new Map<number, Promise<string>>();

/** Sends every item waiting for the connection, and the 429s whose wait is over; one after another, in order. */
async function flushOutbox(): Promise<void> {
  const now = Date.now();
  const due = $state.get().outbox.filter((item) => item.status === 'sending' || (item.retryAt !== undefined && item.retryAt <= now));
  for (const item of due) await deliver(item);
}

const isMe = (userId: number): boolean => String($currentUser.get()?.id) === String(userId);

/**
 * The read marks with the others' positions of `conversations` (their `reads`) taken in, each only ever moved up: an
 * answer read before a live event it crossed must not take that event back.
 */
function withReads(readMarks: ChatState['readMarks'], conversations: readonly Conversation[]): ChatState['readMarks'] {
  let next = readMarks;
  for (const c of conversations) {
    const marks = next[c.id] ?? {};
    const ahead = c.reads.filter((r) => !isMe(r.userId) && r.upTo > (marks[r.userId] ?? 0));
    if (ahead.length) next = { ...next, [c.id]: { ...marks, ...Object.fromEntries(ahead.map((r) => [r.userId, r.upTo])) } };
  }
  return next;
}

let listSeq = 0;
async function readConversations(quiet: boolean): Promise<void> {
  const seq = ++listSeq;
  if (!quiet) patch({ listLoading: true, listError: null });
  try {
    const page = await chatApi.getConversations($state.get().query, undefined, syntheticMessages());
    if (seq === listSeq)
      patch({ conversations: page.items, readMarks: withReads($state.get().readMarks, page.items), listLoading: false, listError: null });
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

let typingTimer: ReturnType<typeof setTimeout> | undefined;
/** Drops the typing marks whose time is over, and waits for the next one to end. */
function pruneTyping(): void {
  clearTimeout(typingTimer);
  const now = Date.now();
  const typing = $state.get().typing.filter((mark) => mark.until > now);
  if (typing.length !== $state.get().typing.length) patch({ typing });
  const next = Math.min(...typing.map((mark) => mark.until));
  if (Number.isFinite(next)) typingTimer = setTimeout(pruneTyping, next - now);
}

function withoutTyping(conversationId: number, userId: number): TypingMark[] {
  return $state.get().typing.filter((m) => m.conversationId !== conversationId || m.userId !== userId);
}

/** A message created, edited or deleted: merged into the open conversation, and the list's last message and count. */
function applyMessage(event: ChatEvent, message: ChatMessage): void {
  const state = $state.get();
  const open = state.openId === message.conversationId;
  const created = event.type === 'message.created';
  let conversations = withLastMessage(state.conversations, message);
  conversations = conversations.map((c) => {
    if (c.id !== message.conversationId) return c;
    const last = c.lastMessage?.id === message.id ? message : c.lastMessage;
    // Counted even when open: marking it read (below, when visible) clears the count.
    const counts = created && !isMe(message.authorId);
    return { ...c, lastMessage: last, unread: counts ? c.unread + 1 : c.unread };
  });
  const known = state.messages.some((m) => m.id === message.id);
  const messages = open && (created || known) ? mergeMessages(state.messages, [message]) : state.messages;
  patch({ conversations, messages, typing: created ? withoutTyping(message.conversationId, message.authorId) : state.typing });
  if (open) setOutbox(withoutDelivered($state.get().outbox, messages));
  if (open && created && !isMe(message.authorId)) void markOpenRead();
}

/** One live event of a conversation the list shows (a members change naming the caller reads the list again). */
function applyChatEvent(event: ChatEvent): void {
  const state = $state.get();
  const conversation = state.conversations.find((c) => c.id === event.conversationId);
  if (event.type === 'members') {
    // The names, a new conversation, or the caller's removal: the list says it; a removed caller's open one closes.
    const me = $currentUser.get()?.id;
    if (conversation || event.memberIds?.some((id) => String(id) === String(me)))
      void readConversations(true).then(() => {
        const after = $state.get().conversations.find((c) => c.id === event.conversationId);
        if ($state.get().openId === event.conversationId && !after) chatStore.close();
      });
    return;
  }
  if (!conversation) return;
  if (event.type === 'typing') {
    if (isMe(event.userId)) return;
    patch({
      typing: [
        ...withoutTyping(event.conversationId, event.userId),
        { conversationId: event.conversationId, userId: event.userId, until: Date.now() + TYPING_SHOWN_MS },
      ],
    });
    pruneTyping();
  } else if (event.type === 'read') {
    if (event.messageId === undefined) return;
    if (isMe(event.userId)) {
      // Read in another tab of the caller's.
      patch({ conversations: state.conversations.map((c) => (c.id === event.conversationId ? { ...c, unread: 0 } : c)) });
      return;
    }
    const marks = state.readMarks[event.conversationId] ?? {};
    if ((marks[event.userId] ?? 0) >= event.messageId) return;
    patch({ readMarks: { ...state.readMarks, [event.conversationId]: { ...marks, [event.userId]: event.messageId } } });
  } else if (event.message) applyMessage(event, event.message);
  // A message too long for the server's notice comes without its body: the open conversation is read again.
  else if (state.openId === event.conversationId) void readNewest().then(markOpenRead);
}

/** Checks a live event's data against the contract and applies it; anything else is dropped. */
async function hearChat(data: unknown): Promise<void> {
  const parsed = (await chatApi.chatEventSchema()).safeParse(data);
  if (parsed.success) applyChatEvent(parsed.data);
}

let stopWatching: (() => void) | undefined;

function startWatching(): void {
  if (stopWatching !== undefined || typeof window === 'undefined') return;
  const online = () => void flushOutbox();
  window.addEventListener('online', online);
  // Back on screen: what came while hidden was not marked read.
  const shown = () => void (visible() && markOpenRead());
  document.addEventListener('visibilitychange', shown);
  const unlistenChat = onLiveChat((data) => void hearChat(data));
  // The shell's unread badge takes this list's counts, which follow the open conversation's reads at once.
  let listed: readonly Conversation[] | undefined;
  const unlistenCounts = $state.subscribe(({ conversations }) => {
    if (conversations !== listed) showChatCounts((listed = conversations));
  });
  const unlisten = $liveConnected.listen((connected) => {
    if (!connected) return;
    // Events may have been missed while the connection was down: one read of each, then the events again.
    void flushOutbox();
    void readConversations(true);
    void readNewest().then(markOpenRead);
  });
  stopWatching = () => {
    window.removeEventListener('online', online);
    document.removeEventListener('visibilitychange', shown);
    unlistenChat();
    unlistenCounts();
    showChatCounts(null);
    unlisten();
  };
}

export const chatStore = {
  $state: $state as ReadableAtom<ChatState>,

  /** Reads the conversations, takes up the outbox a reload left and sends it, and listens to the live events. */
  async start(): Promise<void> {
    const kept = loadOutbox(storage());
    const known = new Set($state.get().outbox.map((item) => item.clientId));
    setOutbox([...$state.get().outbox, ...kept.filter((item) => !known.has(item.clientId))]);
    startWatching();
    await readConversations(false);
    void flushOutbox();
  },

  stop(): void {
    stopWatching?.();
    stopWatching = undefined;
    clearTimeout(typingTimer);
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
      patch({
        messages: mergeMessages($state.get().messages, page.items),
        hasOlder: page.items.length === PAGE,
        loadingOlder: false,
        messagesError: null,
      });
      return page.items.length;
    } catch (error) {
      patch({ loadingOlder: false, messagesError: error });
      return 0;
    }
  },

  /**
   * Puts a message in the outbox of the open conversation, with the files chosen for it (taken from the composer), and
   * sends it (at once when online, else when back).
   */
  send(text: string): void {
    const { openId, pendingFiles } = $state.get();
    const files = openId === null ? [] : (pendingFiles[openId] ?? []);
    if (openId === null || (text.trim() === '' && files.length === 0)) return;
    const item: OutboxItem = {
      clientId: crypto.randomUUID(),
      conversationId: openId,
      // A message of files alone has no text, not blanks.
      text: text.trim() === '' ? '' : text,
      createdAt: new Date().toISOString(),
      status: 'sending',
      ...(files.length ? { files } : {}),
    };
    patch({ pendingFiles: { ...pendingFiles, [openId]: [] } });
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
    if (item?.files?.length) {
      // Its files go back to the composer too (those uploaded already are not sent twice: their ids are kept).
      const pending = $state.get().pendingFiles;
      patch({ pendingFiles: { ...pending, [item.conversationId]: [...(pending[item.conversationId] ?? []), ...item.files] } });
    }
    setOutbox(outbox.filter((i) => i.clientId !== clientId));
  },

  /**
   * Adds files to the composer of a conversation; answers those refused before sending (too large, a type chat does
   * not take, past the number one message carries), which the composer says. What was typed is not touched.
   */
  addFiles(conversationId: number, chosen: readonly File[]): FileProblem[] {
    const current = $state.get().pendingFiles[conversationId] ?? [];
    const problems: FileProblem[] = [];
    const added: OutboxFile[] = [];
    for (const file of chosen) {
      const problem = checkChatFile(file);
      if (problem) problems.push({ name: file.name, problem });
      else if (current.length + added.length >= CHAT_FILES_PER_MESSAGE) problems.push({ name: file.name, problem: 'count' });
      else added.push({ key: crypto.randomUUID(), name: file.name || 'file', type: file.type, size: file.size, blob: file });
    }
    if (added.length) patch({ pendingFiles: { ...$state.get().pendingFiles, [conversationId]: [...current, ...added] } });
    return problems;
  },

  removeFile(conversationId: number, key: string): void {
    const pending = $state.get().pendingFiles;
    patch({ pendingFiles: { ...pending, [conversationId]: (pending[conversationId] ?? []).filter((f) => f.key !== key) } });
  },

  /** An object URL of a file's bytes (read once a page, with the bearer), for an image to show; rejects on failure. */
  fileUrl(conversationId: number, fileId: number): Promise<string> {
    let url = fileUrls.get(fileId);
    if (!url) {
      url = chatApi.fetchAttachment(conversationId, fileId).then((blob) => URL.createObjectURL(blob));
      // A failure is tried again next time (the connection may be back).
      url.catch(() => fileUrls.delete(fileId));
      fileUrls.set(fileId, url);
    }
    return url;
  },

  /** A file's bytes, for a download. */
  fileBytes: (conversationId: number, fileId: number): Promise<Blob> => chatApi.fetchAttachment(conversationId, fileId),

  /** The conversation's files (its members' only), newest first. */
  files: (conversationId: number, signal?: AbortSignal) => chatApi.getAttachments(conversationId, signal),

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
    patch({ conversations: [conversation, ...rest], readMarks: withReads($state.get().readMarks, [conversation]) });
    return conversation;
  },

  /** Sets a group's members (its owner only) and shows the answer in the list, and the change said in the open one. */
  async setMembers(id: number, memberIds: number[]): Promise<Conversation> {
    const conversation = await chatApi.setMembers(id, memberIds);
    patch({
      conversations: $state.get().conversations.map((c) => (c.id === id ? conversation : c)),
      readMarks: withReads($state.get().readMarks, [conversation]),
    });
    // The backend said the change in the conversation (a system message): shown at once, whatever the live stream does.
    if ($state.get().openId === id) await readNewest();
    return conversation;
  },

  /** Applies one live event (checked already): what the live stream's listener does, open to tests. */
  apply: applyChatEvent,

  /** Tells the others the caller is typing (at most every few seconds: the island throttles). */
  typing(): void {
    const openId = $state.get().openId;
    if (openId !== null) void chatApi.signalTyping(openId).catch(() => undefined);
  },
};
