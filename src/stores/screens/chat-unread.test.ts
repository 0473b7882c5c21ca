import type { WritableAtom } from 'nanostores';
import { describe, expect, it, vi } from 'vitest';
import type { ChatEvent, ChatMessage, Conversation } from '../../api/chat.ts';

const api = vi.hoisted(() => ({ getUnreadCounts: vi.fn() }));
const live = vi.hoisted(() => ({ listeners: [] as ((data: unknown) => void)[] }));
vi.mock('../../api/chat.ts', () => ({
  ...api,
  chatEventSchema: async () => (await import('../../contract/chat.ts')).chatEventSchema,
}));
vi.mock('../../api/session.ts', async () => {
  const { atom } = await import('nanostores');
  // The caller is account 1.
  return { $currentUser: atom<{ id: number } | null>({ id: 1 }) };
});
const connected = vi.hoisted(() => ({ atom: null as unknown as WritableAtom<boolean> }));
vi.mock('../live.ts', async () => {
  const { atom } = await import('nanostores');
  connected.atom = atom(false);
  return {
    $liveConnected: connected.atom,
    onLiveChat: (listener: (data: unknown) => void) => live.listeners.push(listener),
  };
});

const { $chatUnread, CONNECT_WAIT_MS, showChatCounts, startChatUnread } = await import('./chat-unread.ts');
// The mock's atom, which the test signs out.
const { $currentUser } = (await import('../../api/session.ts')) as unknown as { $currentUser: WritableAtom<{ id: number } | null> };

const conversation = (id: number, unread: number): Conversation => ({
  id,
  title: null,
  direct: true,
  ownerId: 1,
  memberIds: [1, 2],
  memberNames: ['Ada Admin', 'Bo Editor'],
  lastMessage: null,
  unread,
  reads: [],
  updatedAt: '2026-12-02T10:00:00.000Z',
});
const message = (id: number, conversationId: number, authorId: number): ChatMessage => ({
  id,
  conversationId,
  authorId,
  clientId: `c${id}`,
  text: 'hello',
  createdAt: '2026-12-02T10:00:00.000Z',
  editedAt: null,
  deleted: false,
});
const created = (m: ChatMessage): ChatEvent => ({
  type: 'message.created',
  conversationId: m.conversationId,
  userId: m.authorId,
  at: m.createdAt,
  message: m,
});
const hear = (event: ChatEvent) => live.listeners.forEach((listener) => listener(event));

describe('the unread chat count (the shell badge)', () => {
  it('sums the conversations, counts others’ messages live, clears on a read, and hands over to the chat screen', async () => {
    api.getUnreadCounts.mockResolvedValue({ items: [conversation(7, 2), conversation(8, 1)], total: 2 });
    startChatUnread();
    // Signed in before the live connection opens: one read, when it opens (not one at sign-in and one at the opening).
    await new Promise((done) => setTimeout(done, 50));
    expect(api.getUnreadCounts).not.toHaveBeenCalled();
    connected.atom.set(true);
    await expect.poll(() => $chatUnread.get()).toBe(3);
    expect(api.getUnreadCounts).toHaveBeenCalledTimes(1);

    hear(created(message(50, 7, 2)));
    await expect.poll(() => $chatUnread.get()).toBe(4);
    // The caller's own message, and a conversation the caller is not in (the fake backend tells every tab), count nothing.
    hear(created(message(51, 7, 1)));
    api.getUnreadCounts.mockClear();
    api.getUnreadCounts.mockResolvedValue({ items: [conversation(7, 3), conversation(8, 1)], total: 2 });
    hear(created(message(52, 99, 2)));
    await new Promise((done) => setTimeout(done, 50));
    expect($chatUnread.get()).toBe(4);
    // … it is read about instead (a new conversation of the caller's would be in the answer).
    await expect.poll(() => api.getUnreadCounts.mock.calls.length).toBe(1);

    hear({ type: 'read', conversationId: 7, userId: 1, at: '2026-12-02T10:00:00.000Z', messageId: 50 });
    await expect.poll(() => $chatUnread.get()).toBe(1);
    // Another member's read mark is not the caller's.
    hear({ type: 'read', conversationId: 8, userId: 2, at: '2026-12-02T10:00:00.000Z', messageId: 3 });

    // The chat screen shows conversation 8 and has marked it read: its count wins, and live events of 8 are its own.
    showChatCounts([conversation(8, 0)]);
    expect($chatUnread.get()).toBe(0);
    hear(created(message(53, 8, 2)));
    hear(created(message(54, 7, 2)));
    await expect.poll(() => $chatUnread.get()).toBe(1);

    // Signed out: nothing to show.
    $currentUser.set(null);
    expect($chatUnread.get()).toBe(0);
  });

  it('reads at sign-in when the live connection is open, and after CONNECT_WAIT_MS when it does not open', async () => {
    vi.useFakeTimers();
    try {
      api.getUnreadCounts.mockClear();
      api.getUnreadCounts.mockResolvedValue({ items: [conversation(7, 2)], total: 1 });
      $currentUser.set({ id: 1 });
      expect(api.getUnreadCounts).toHaveBeenCalledTimes(1);

      connected.atom.set(false);
      $currentUser.set(null);
      $currentUser.set({ id: 1 });
      await vi.advanceTimersByTimeAsync(CONNECT_WAIT_MS - 1);
      expect(api.getUnreadCounts).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(api.getUnreadCounts).toHaveBeenCalledTimes(2);
      expect($chatUnread.get()).toBe(2);
    } finally {
      connected.atom.set(true);
      vi.useRealTimers();
    }
  });

  it('does not count twice a message the read already counted when its live event comes after the answer', async () => {
    showChatCounts(null);
    const last = message(60, 7, 2);
    api.getUnreadCounts.mockResolvedValue({ items: [{ ...conversation(7, 3), lastMessage: last }], total: 1 });
    $currentUser.set({ id: 1 });
    await expect.poll(() => $chatUnread.get()).toBe(3);
    hear(created(last));
    hear(created(message(59, 7, 2)));
    await new Promise((done) => setTimeout(done, 50));
    expect($chatUnread.get()).toBe(3);
    // A newer one counts, once, however often it is told.
    hear(created(message(61, 7, 2)));
    hear(created(message(61, 7, 2)));
    await expect.poll(() => $chatUnread.get()).toBe(4);
    await new Promise((done) => setTimeout(done, 50));
    expect($chatUnread.get()).toBe(4);
    // A read that left before message 61 was sent does not take it off again.
    api.getUnreadCounts.mockResolvedValue({ items: [{ ...conversation(7, 3), lastMessage: last }], total: 1 });
    const reads = api.getUnreadCounts.mock.calls.length;
    hear({ type: 'members', conversationId: 7, userId: 1, at: '2026-12-02T10:00:00.000Z' });
    await expect.poll(() => api.getUnreadCounts.mock.calls.length).toBe(reads + 1);
    await new Promise((done) => setTimeout(done, 400));
    expect($chatUnread.get()).toBe(4);
  });
});
