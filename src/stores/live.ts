import { atom, type ReadableAtom } from 'nanostores';
import { handleUnauthorised } from '../api/client.ts';
import { backendReady } from '../api/backend.ts';
import { apiBaseUrl, FAKE_BACKEND } from '../api/config.ts';
import { watchFakeChat } from '../api/chat.ts';
import { connectBroadcast, connectSse, watchFakeJobs, type LiveConnection } from '../api/live.ts';
import { $currentUser } from '../api/session.ts';
import { deliverChange } from './live-changes.ts';
import { refreshOnChanges } from './live-refresh.ts';

export { deliverChange, onLiveChange } from './live-changes.ts';

const $connected = atom(false);
/** Whether this tab's live stream is open (the fake backend's channel counts as open once listened to). */
export const $liveConnected: ReadableAtom<boolean> = $connected;

let connection: LiveConnection | undefined;
let stopFakeChat: (() => void) | undefined;
let stopFakeJobs: (() => void) | undefined;

type ChatListener = (data: unknown) => void;
const chatListeners = new Set<ChatListener>();

/** Hands a conversation event (unchecked: src/api/chat.ts's chatEventSchema checks it) to every listener. */
function deliverChat(data: unknown): void {
  for (const listener of chatListeners) listener(data);
}

/**
 * Listens to team chat's events (CHAT_EVENT: messages, read marks, typing, members) on either backend: the reference
 * server's on the SSE stream, the fake backend's from every tab of the origin, of every conversation (the listener
 * keeps those it shows). Answers the function that stops listening.
 */
export function onLiveChat(listener: ChatListener): () => void {
  chatListeners.add(listener);
  return () => chatListeners.delete(listener);
}
type JobListener = (data: unknown) => void;
const jobListeners = new Set<JobListener>();

/** Hands a job event (unchecked: src/stores/transfer.ts checks it) to every listener. */
function deliverJob(data: unknown): void {
  for (const listener of jobListeners) listener(data);
}

/**
 * Listens to the `job` events of the signed-in account's jobs (an import's progress and end) on either backend: the
 * server's on the SSE stream, the fake backend's from the tab running the job. Answers the function that stops it.
 */
export function onLiveJob(listener: JobListener): () => void {
  jobListeners.add(listener);
  return () => jobListeners.delete(listener);
}

const accountId = () => {
  const id = Number($currentUser.get()?.id);
  return Number.isInteger(id) ? id : undefined;
};

let watching: (() => void) | undefined;
let stopReactions: (() => void) | undefined;

function open(): void {
  if (!$currentUser.get() || connection) return;
  if (FAKE_BACKEND) {
    connection = connectBroadcast(deliverChange);
    stopFakeChat = watchFakeChat(deliverChat);
    stopFakeJobs = watchFakeJobs(accountId, deliverJob);
    $connected.set(true);
    return;
  }
  connection = connectSse({
    url: () => `${apiBaseUrl()}/app/events`,
    getToken: () => $currentUser.get()?.token,
    onChange: deliverChange,
    onChat: deliverChat,
    onJob: deliverJob,
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
  stopFakeChat?.();
  stopFakeChat = undefined;
  stopFakeJobs?.();
  stopFakeJobs = undefined;
  $connected.set(false);
}

/**
 * Opens this tab's one live connection while someone is signed in (later calls do nothing), and closes it on
 * sign-out. The layout's notifications bell starts it on every signed-in page.
 */
export function startLive(): void {
  if (watching) return;
  stopReactions = refreshOnChanges();
  watching = $currentUser.subscribe((user) => {
    if (!user) close();
    else open();
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
