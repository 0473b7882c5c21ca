import { atom, type ReadableAtom } from 'nanostores';
import { api } from '../api/client.ts';
import { notificationSchema, notificationsSchema, type Notification } from '../schemas/notifications.ts';
import { onLiveJob } from './live.ts';

const PATH = '/app/notifications';

export interface NotificationsState {
  data: Notification[];
  loading: boolean;
  /** The last failure (load or save), as the API client worded it. */
  error: unknown;
  /** True once a load answered: "no notifications" is only said then. */
  loaded: boolean;
}

const INITIAL: NotificationsState = { data: [], loading: false, error: null, loaded: false };
const $state = atom<NotificationsState>(INITIAL);
const patch = (next: Partial<NotificationsState>) => $state.set({ ...$state.get(), ...next });
const withRead = (ids: ReadonlySet<number>, read: boolean) => (n: Notification) => (ids.has(n.id) ? { ...n, read } : n);

/** The signed-in user's notifications (the bell of the top bar), read and marked read through the API. */
export const notificationsStore = {
  $state: $state as ReadableAtom<NotificationsState>,

  async fetch(): Promise<void> {
    patch({ loading: true, error: null });
    try {
      const data = await api.get(PATH, { schema: notificationsSchema });
      patch({ data, loading: false, loaded: true });
    } catch (error) {
      patch({ loading: false, error });
    }
  },

  /**
   * Marks notifications read at once on screen, then saves each; the ones the backend refused turn unread
   * again and the failure is kept for the panel to show.
   */
  async markRead(ids: readonly number[]): Promise<void> {
    const pending = new Set(ids.filter((id) => $state.get().data.some((n) => n.id === id && !n.read)));
    if (!pending.size) return;
    patch({ data: $state.get().data.map(withRead(pending, true)), error: null });
    const results = await Promise.allSettled(
      [...pending].map((id) => api.put(`${PATH}/${id}`, { read: true }, { schema: notificationSchema })),
    );
    const failed = new Set([...pending].filter((_, i) => results[i]!.status === 'rejected'));
    if (!failed.size) return;
    const firstFailure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected')!.reason as unknown;
    patch({ data: $state.get().data.map(withRead(failed, false)), error: firstFailure });
  },

  /** Back to the start (tests, sign-out). */
  reset(): void {
    $state.set(INITIAL);
  },
};

export function unreadCount(state: NotificationsState): number {
  return state.data.filter((n) => !n.read).length;
}

/**
 * Reads the notifications again each time one of the account's jobs ends done or failed (the two ends that write a
 * notice): the notice, with its link to the result, is in the bell without a reload. Answers the function that stops.
 */
export function refreshOnJobEnd(): () => void {
  return onLiveJob((data) => {
    // Only the status is read (the notices come checked from the API): the job's schema is the transfer code's, which
    // no page loads at start.
    const status = (data as { status?: unknown } | null)?.status;
    if (status === 'done' || status === 'failed') void notificationsStore.fetch();
  });
}
