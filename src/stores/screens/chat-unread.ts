/**
 * The signed-in account's unread chat messages, summed over its conversations, for the shell (the top bar's chat
 * badge and the tab title on every dashboard page). Small on purpose: it is on every page's first download, so it
 * holds counts only, reads them with `GET /app/conversations` (checking only the ids and counts), and follows the live chat events by itself; the chat
 * screen's store (chat.ts) hands over the counts of the conversations it shows, which it keeps exactly (it marks the
 * open one read), and this store leaves those to it.
 */
import { atom, computed, type ReadableAtom } from 'nanostores';
import { chatEventSchema, getUnreadCounts, type ChatEvent } from '../../api/chat.ts';
import { $currentUser } from '../../api/session.ts';
import { $liveConnected, onLiveChat } from '../live.ts';

/** Conversation id → unread messages, of the caller's conversations only. */
const $counts = atom<ReadonlyMap<number, number>>(new Map());

/** The unread messages of all the caller's conversations (0 signed out or before the first read). */
export const $chatUnread: ReadableAtom<number> = computed($counts, (counts) => {
  let total = 0;
  for (const unread of counts.values()) total += unread;
  return total;
});

/**
 * Conversation id → the newest message already in its count. A read's answer can include a message whose live event
 * comes after it (the event goes through the live stream, the read does not): that event must not count it again.
 */
const countedUpTo = new Map<number, number>();

/** The conversations the chat screen shows: their counts are its to set. */
let shownByChat: ReadonlySet<number> = new Set();

function setCount(id: number, unread: number): void {
  if ($counts.get().get(id) === unread) return;
  $counts.set(new Map($counts.get()).set(id, unread));
}

let readSeq = 0;
/** Reads every conversation's count again (the ones the chat screen shows keep its counts). */
async function readCounts(): Promise<void> {
  const seq = ++readSeq;
  // Signed out (the chat screen stopping on the way to the login page): nothing to read.
  if (!$currentUser.get()) return;
  try {
    const page = await getUnreadCounts();
    if (seq !== readSeq || !$currentUser.get()) return;
    const counts = new Map<number, number>();
    for (const c of page.items) {
      const lastId = c.lastMessage?.id ?? 0;
      // The screen's own count, or one live events took past this answer (it left before their messages were sent).
      const keep = shownByChat.has(c.id) || lastId < (countedUpTo.get(c.id) ?? 0);
      counts.set(c.id, keep ? ($counts.get().get(c.id) ?? c.unread) : c.unread);
      countedUpTo.set(c.id, Math.max(countedUpTo.get(c.id) ?? 0, lastId));
    }
    $counts.set(counts);
  } catch {
    // The badge keeps what it showed; the next live event or reconnection reads again.
  }
}

let pendingRead: ReturnType<typeof setTimeout> | undefined;
/** Several events in a row (a burst of messages) make one read. */
function readCountsSoon(): void {
  clearTimeout(pendingRead);
  pendingRead = setTimeout(() => void readCounts(), 300);
}

const isMe = (userId: number): boolean => String($currentUser.get()?.id) === String(userId);

function countMessage(id: number, known: number, message: { id: number; authorId: number }): void {
  if (message.id <= (countedUpTo.get(id) ?? 0)) return;
  countedUpTo.set(id, message.id);
  if (!isMe(message.authorId)) setCount(id, known + 1);
}

/** One live event: counted here for the conversations the chat screen does not show. */
function countEvent(event: ChatEvent): void {
  const id = event.conversationId;
  if (shownByChat.has(id) && event.type !== 'members') return;
  const known = $counts.get().get(id);
  if (event.type === 'members') return readCountsSoon();
  // The fake backend tells every tab every conversation's events: one not in the list is read about, never counted.
  if (known === undefined) {
    if (event.type === 'message.created') readCountsSoon();
    return;
  }
  if (event.type === 'message.created' && event.message) countMessage(id, known, event.message);
  else if (event.type === 'read' && isMe(event.userId)) setCount(id, 0);
  else if (event.type === 'message.deleted' && !isMe(event.userId)) readCountsSoon();
}

async function hear(data: unknown): Promise<void> {
  const parsed = (await chatEventSchema()).safeParse(data);
  if (parsed.success) countEvent(parsed.data);
}

/**
 * How long the read at sign-in waits for the live connection to open. The opening reads anyway (events before it are
 * not replayed), so a read at sign-in as well was a second identical request on every page; a stream that does not
 * open in this time still gets its counts read.
 */
export const CONNECT_WAIT_MS = 3000;

let started = false;
let readWhenUnconnected: ReturnType<typeof setTimeout> | undefined;
/**
 * Starts counting (later calls do nothing): a read each time the live connection opens or comes back (events may have
 * been missed), one at sign-in when it is already open (or does not open in CONNECT_WAIT_MS), and the live events in
 * between. The live connection itself is the notifications bell's to open (src/stores/live.ts).
 */
export function startChatUnread(): void {
  if (started) return;
  started = true;
  onLiveChat((data) => void hear(data));
  $currentUser.subscribe((user) => {
    readSeq++;
    $counts.set(new Map());
    countedUpTo.clear();
    clearTimeout(readWhenUnconnected);
    if (!user) return;
    if ($liveConnected.get()) void readCounts();
    else readWhenUnconnected = setTimeout(() => void readCounts(), CONNECT_WAIT_MS);
  });
  $liveConnected.listen((connected) => {
    if (!connected || !$currentUser.get()) return;
    clearTimeout(readWhenUnconnected);
    void readCounts();
  });
}

/**
 * The chat screen's counts of the conversations it lists (exact: it marks the open one read at once); those are then
 * its to keep, the others stay this store's. `null` when the screen stops: its conversations are read here again.
 */
export function showChatCounts(conversations: readonly { id: number; unread: number }[] | null): void {
  if (conversations === null) {
    shownByChat = new Set();
    readCountsSoon();
    return;
  }
  shownByChat = new Set(conversations.map((c) => c.id));
  const counts = new Map($counts.get());
  for (const c of conversations) counts.set(c.id, c.unread);
  $counts.set(counts);
}
