import { atom, type ReadableAtom } from 'nanostores';
import { handleUnauthorised } from '../api/client.ts';
import { backendReady } from '../api/backend.ts';
import { apiBaseUrl, FAKE_BACKEND } from '../api/config.ts';
import type { LiveChange } from '../contract/live.ts';
import type { LiveConnection } from '../api/live.ts';
import { $currentUser } from '../api/session.ts';

export type { LiveChange } from '../contract/live.ts';

type Listener = (change: LiveChange) => void;

/** How long changes are gathered before an open list or the calendar reads again (one read for a burst). */
export const REFRESH_DELAY_MS = 300;

const listeners = new Set<Listener>();
const $connected = atom(false);
/** Whether this tab's live stream is open (the fake backend's channel counts as open once listened to). */
export const $liveConnected: ReadableAtom<boolean> = $connected;

let connection: LiveConnection | undefined;
let connecting: Promise<void> | undefined;
let watching: (() => void) | undefined;
let stopReactions: (() => void) | undefined;

/** Hands a change to every listener; one that throws does not keep it from the others. */
export function deliverChange(change: LiveChange): void {
  for (const listener of listeners) {
    try {
      listener(change);
    } catch (error) {
      console.error('A live change listener failed', error);
    }
  }
}

/** Calls `listener` with every change the live stream brings; answers the function that stops it. */
export function onLiveChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function open(): Promise<void> {
  const transport = await import('../api/live.ts');
  if (!$currentUser.get() || connection) return;
  if (FAKE_BACKEND) {
    connection = transport.connectBroadcast(deliverChange);
    $connected.set(true);
    return;
  }
  connection = transport.connectSse({
    url: () => `${apiBaseUrl()}/app/events`,
    getToken: () => $currentUser.get()?.token,
    onChange: deliverChange,
    onStatus: (connected) => $connected.set(connected),
    // The same as any other call answered 401: signed out, and the login page says the session ended.
    onUnauthorised: () => {
      close();
      handleUnauthorised();
    },
    ready: backendReady,
  });
}

function close(): void {
  connection?.stop();
  connection = undefined;
  connecting = undefined;
  $connected.set(false);
}

/**
 * Opens this tab's one live connection while someone is signed in (later calls do nothing), and closes it on
 * sign-out. The layout's notifications bell starts it on every signed-in page.
 */
export function startLive(): void {
  if (watching) return;
  // The reactions (lists, calendar, dashboards) come in their own chunk, after the page works.
  void import('./live-refresh.ts').then(({ refreshOnChanges }) => (stopReactions = refreshOnChanges()));
  watching = $currentUser.subscribe((user) => {
    if (!user) close();
    else connecting ??= open();
  });
}

/** Closes the connection and stops the reactions (tests); listeners stay with whoever added them. */
export function stopLive(): void {
  watching?.();
  watching = undefined;
  stopReactions?.();
  stopReactions = undefined;
  close();
}
