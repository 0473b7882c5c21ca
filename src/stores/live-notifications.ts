import { atom, type ReadableAtom } from 'nanostores';
import { api } from '../api/client.ts';
import type { ChangeAction, LiveChange } from '../contract/live.ts';
import type { DataResource } from '../contract/permissions.ts';
import { $currentUser } from '../api/session.ts';
import { onLiveChange } from './live.ts';

/** What a live notification says: a change by someone else, a leave request to approve, an order cancelled. */
export type LiveNoticeKind = 'change' | 'leave' | 'cancelled';

/** One entry of the bell made from the live stream. */
export interface LiveNotice {
  /** The id of the (latest) change it tells of. */
  id: number;
  kind: LiveNoticeKind;
  resource: DataResource;
  action: ChangeAction;
  /** The row it is about (the latest one, when it gathers several). */
  rowId: number;
  userId: number | null;
  userName: string | null;
  /** How many changes it gathers (the same person doing the same thing to the same list in a row). */
  count: number;
  at: string;
  read: boolean;
}

/** At most this many are kept (the oldest go first). */
export const MAX_NOTICES = 30;
/** Changes of the same kind by the same person within this time make one entry with a count. */
export const GATHER_MS = 10 * 60_000;

const LEAVE_LISTS: ReadonlySet<DataResource> = new Set<DataResource>(['leave_hr', 'leave_employee']);

const storageKey = (userId: string | number) => `stride:live-notifications:${userId}`;

function readStored(userId: string | number | undefined): LiveNotice[] {
  if (userId === undefined) return [];
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey(userId)) ?? '[]');
    return Array.isArray(parsed) ? (parsed as LiveNotice[]).filter((n) => typeof n?.id === 'number' && typeof n.read === 'boolean') : [];
  } catch {
    return [];
  }
}

const $notices = atom<LiveNotice[]>([]);
/** The live entries of the bell, newest first; kept per user in localStorage so the unread ones survive a reload. */
export const $liveNotices: ReadableAtom<LiveNotice[]> = $notices;

function save(next: LiveNotice[]): void {
  $notices.set(next);
  const userId = $currentUser.get()?.id;
  if (userId === undefined) return;
  try {
    localStorage.setItem(storageKey(userId), JSON.stringify(next));
  } catch {
    // Storage refused: the entries still show on this page.
  }
}

/** The kind of entry a change makes for this user; null when it makes none (their own change). */
async function kindOf(change: LiveChange): Promise<LiveNoticeKind | null> {
  if (LEAVE_LISTS.has(change.resource) && change.action === 'create') return 'leave';
  if (change.resource === 'order' && change.action === 'update') {
    // The change says which row, not what changed: the order is read to see whether it was cancelled.
    const order = await api.get<{ deliveryStatus?: string }>(`/app/order/${change.rowId}`).catch(() => null);
    if (order?.deliveryStatus === 'Cancelled') return 'cancelled';
  }
  return 'change';
}

/** Adds one change: gathered into the newest entry when it is the same person doing the same thing to the same list. */
export function addNotice(notices: readonly LiveNotice[], change: LiveChange, kind: LiveNoticeKind): LiveNotice[] {
  const [latest, ...rest] = notices;
  const gathers =
    latest &&
    kind === 'change' &&
    latest.kind === 'change' &&
    !latest.read &&
    latest.userId === change.userId &&
    latest.resource === change.resource &&
    latest.action === change.action &&
    Date.parse(change.at) - Date.parse(latest.at) < GATHER_MS;
  const entry: LiveNotice = {
    id: change.id,
    kind,
    resource: change.resource,
    action: change.action,
    rowId: change.rowId,
    userId: change.userId,
    userName: change.userName,
    count: gathers ? latest.count + 1 : 1,
    at: change.at,
    read: false,
  };
  return [entry, ...(gathers ? rest : notices)].slice(0, MAX_NOTICES);
}

/** Whether a change was made by the signed-in account (its own changes make no entry). */
const isOwn = (change: LiveChange) => change.userId !== null && String(change.userId) === String($currentUser.get()?.id);

async function take(change: LiveChange): Promise<void> {
  if (isOwn(change) || $notices.get().some((n) => n.id === change.id)) return;
  const kind = await kindOf(change);
  if (kind) save(addNotice($notices.get(), change, kind));
}

let started: (() => void) | undefined;

/** Fills the bell's live entries from the stream, and from storage for whoever is signed in. */
export function startLiveNotices(): void {
  if (started) return;
  const stopUser = $currentUser.subscribe((user) => $notices.set(readStored(user?.id)));
  const stopChanges = onLiveChange((change) => void take(change));
  started = () => {
    stopUser();
    stopChanges();
  };
}

export function markLiveRead(ids: readonly number[]): void {
  const wanted = new Set(ids);
  if (!$notices.get().some((n) => wanted.has(n.id) && !n.read)) return;
  save($notices.get().map((n) => (wanted.has(n.id) ? { ...n, read: true } : n)));
}

export function markAllLiveRead(): void {
  markLiveRead($notices.get().map((n) => n.id));
}

export const liveUnread = (notices: readonly LiveNotice[]) => notices.filter((n) => !n.read).length;

/** Stops listening and empties the entries (tests). */
export function resetLiveNotices(): void {
  started?.();
  started = undefined;
  $notices.set([]);
}
