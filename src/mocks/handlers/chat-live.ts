/**
 * Team chat's live events on the fake backend: what the chat handlers publish goes to this tab's streams
 * (GET /app/events, src/mocks/handlers/live.ts) and, over a BroadcastChannel, to every other tab's; each stream sends
 * an event only to the conversation's members as the state has them when it is sent (a `members` event also to those
 * it names, so a removed member learns it), as the reference server does.
 */
import { chatEventSchema, FAKE_CHAT_CHANNEL, type ChatEvent } from '../../contract/chat.ts';
import type { FakeDb } from '../db.ts';
import { CHAT_KEY, type ChatState } from './chat-state.ts';

export class FakeChatLive {
  private readonly channel: BroadcastChannel | undefined;
  private readonly listeners = new Set<(event: ChatEvent, alsoTo: readonly number[]) => void>();

  constructor(private readonly db: FakeDb) {
    if (typeof BroadcastChannel === 'undefined') return;
    this.channel = new BroadcastChannel(FAKE_CHAT_CHANNEL);
    // Node's channel would keep a test process alive; browsers have no unref.
    (this.channel as BroadcastChannel & { unref?: () => void }).unref?.();
    this.channel.onmessage = (message: MessageEvent) => {
      const { event, alsoTo } = (message.data ?? {}) as { event?: unknown; alsoTo?: unknown };
      const parsed = chatEventSchema.safeParse(event);
      const extra = Array.isArray(alsoTo) ? alsoTo.filter((id): id is number => Number.isInteger(id)) : [];
      if (parsed.success) this.heard(parsed.data, extra);
    };
  }

  /** Sends `event` to the conversation's members, and to `alsoTo` (the members a members change removed). */
  publish(event: ChatEvent, alsoTo: readonly number[] = []): void {
    this.heard(event, alsoTo);
    // Posted once the write is stored, so a tab that reads again on hearing it reads the change.
    void this.db.settled().then(() => this.channel?.postMessage({ event, alsoTo }));
  }

  subscribe(listener: (event: ChatEvent, alsoTo: readonly number[]) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Whether `userId`'s stream gets `event`: a member of its conversation as the state has it now, or one of `alsoTo`. */
  reaches(event: ChatEvent, alsoTo: readonly number[], userId: number): boolean {
    if (alsoTo.includes(userId)) return true;
    const state = this.db.read<ChatState>(CHAT_KEY);
    return state?.conversations.find((c) => c.id === event.conversationId)?.memberIds.includes(userId) ?? false;
  }

  private heard(event: ChatEvent, alsoTo: readonly number[]): void {
    for (const listener of this.listeners) listener(event, alsoTo);
  }
}

const perDb = new WeakMap<FakeDb, FakeChatLive>();

/** The chat events of one fake backend (one per state): the chat handlers and the live stream share it. */
export function chatLiveOf(db: FakeDb): FakeChatLive {
  let live = perDb.get(db);
  if (!live) perDb.set(db, (live = new FakeChatLive(db)));
  return live;
}
