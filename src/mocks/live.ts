import { FAKE_LIVE_CHANNEL, liveChangeSchema, type ChangeAction, type LiveChange } from '../contract/live.ts';
import type { DataResource } from '../contract/permissions.ts';
import type { FakeDb } from './db.ts';
import { currentMembers } from './membership.ts';

/** How many changes a stream opened with Last-Event-ID can be given again (this tab's memory only). */
const KEPT = 500;

export interface FakeChangeInput {
  userId: number;
  resource: DataResource;
  action: ChangeAction;
  rowId: number;
  version: number | null;
  /** Who owns the row (the writer, for a list whose rows are owned): only that account's streams get the change. */
  ownerId?: number;
  /** The members a deleted row with members had: only their streams get its delete. */
  memberIds?: number[] | undefined;
}

/**
 * The fake backend's live changes. Every list and calendar write of its handlers is posted on a BroadcastChannel,
 * the fake backend's NOTIFY: the app's live store in every tab of this origin hears it (this tab's too, as a server's
 * stream sends one's own changes). GET /app/events answers the same changes as an event stream, for clients that
 * read one (the contract's cases, msw/node).
 */
export class FakeLive {
  private readonly channel: BroadcastChannel | undefined;
  private readonly recent: LiveChange[] = [];
  private readonly listeners = new Set<(change: LiveChange) => void>();
  /** The owner of each change this tab published, by change id; never sent, as the server never sends it. */
  private readonly owners = new Map<number, number>();
  /** The members of each deleted row with members, by change id (the row is gone, so they cannot be read from it). */
  private readonly members = new Map<number, number[]>();
  private sequence = 0;

  constructor(private readonly db: FakeDb) {
    if (typeof BroadcastChannel === 'undefined') return;
    this.channel = new BroadcastChannel(FAKE_LIVE_CHANNEL);
    // Node's channel would keep a test process alive; browsers have no unref.
    (this.channel as BroadcastChannel & { unref?: () => void }).unref?.();
    this.channel.onmessage = (event: MessageEvent) => {
      const parsed = liveChangeSchema.safeParse(event.data);
      if (parsed.success) this.heard(parsed.data);
    };
  }

  /** Records a change made by this tab's handlers and tells every tab (and this tab's streams). */
  publish({ ownerId, memberIds, ...input }: FakeChangeInput): LiveChange {
    const change: LiveChange = { ...input, id: this.nextId(), at: new Date().toISOString(), userName: this.nameOf(input.userId) };
    if (ownerId !== undefined) this.owners.set(change.id, ownerId);
    if (memberIds !== undefined) this.members.set(change.id, memberIds);
    this.heard(change);
    // Posted once the write is stored, so a tab that reads again on hearing it reads the change.
    void this.db.settled().then(() => this.channel?.postMessage(change));
    return change;
  }

  /** The changes after `id`, oldest first (as far as this tab remembers). */
  since(id: number): LiveChange[] {
    return this.recent.filter((change) => change.id > id);
  }

  /** The account that owns the row of a change this tab published (undefined: not recorded, as of another tab's). */
  ownerOf(change: LiveChange): number | undefined {
    return this.owners.get(change.id);
  }

  /**
   * The accounts a change of a row with members goes to: the members its row has now, or had when it was deleted;
   * none for a change this tab did not publish of a row it no longer has.
   */
  membersOf(change: LiveChange): number[] {
    return this.members.get(change.id) ?? currentMembers(this.db, change.resource, change.rowId);
  }

  subscribe(listener: (change: LiveChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  close(): void {
    this.channel?.close();
  }

  private heard(change: LiveChange): void {
    this.recent.push(change);
    if (this.recent.length > KEPT) {
      const { id } = this.recent.shift()!;
      this.owners.delete(id);
      this.members.delete(id);
    }
    for (const listener of this.listeners) listener(change);
  }

  /** Increasing across tabs as long as their clocks agree: the time in ms, then a counter. */
  private nextId(): number {
    this.sequence = (this.sequence + 1) % 1000;
    const last = this.recent.at(-1)?.id ?? 0;
    return Math.max(Date.now() * 1000 + this.sequence, last + 1);
  }

  private nameOf(userId: number): string | null {
    const user = this.db.allUsers().find((u) => u.id === userId);
    if (!user) return null;
    return `${user.firstName} ${user.lastName}`.trim() || user.username;
  }
}
