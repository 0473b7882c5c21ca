/**
 * The live stream's transport: ONE connection per tab, owned by the live store (src/stores/live.ts); nothing else
 * opens one. The reference server streams Server-Sent Events from GET /app/events; EventSource cannot send the
 * bearer, so the stream is read with fetch. The fake backend's tabs post their changes on a BroadcastChannel instead
 * (a service worker cannot hold a stream open for long); both hand the same change objects to `onChange`.
 */
import { CHANGE_EVENT, FAKE_LIVE_CHANNEL, liveChangeSchema, type LiveChange } from '../contract/live.ts';
import { CHAT_EVENT } from '../contract/chat-messages.ts';
import { FAKE_JOB_CHANNEL, JOB_EVENT } from '../contract/job-events.ts';

export interface LiveConnection {
  /** Closes the connection for good (sign-out, page leaving). */
  stop(): void;
}

export interface SseOptions {
  url: () => string;
  getToken: () => string | undefined;
  onChange(change: LiveChange): void;
  /** Team chat's events (`chat`), their `data` parsed but not checked: src/api/chat.ts's chatEventSchema checks it. */
  onChat?(data: unknown): void;
  /** A job's progress and end (`job`), its `data` parsed but not checked: src/stores/transfer.ts checks it. */
  onJob?(data: unknown): void;
  /** The token was refused: the session has ended (the connection stops). */
  onUnauthorised(): void;
  /** Told when the stream is open (true) and when it has dropped (false). */
  onStatus?(connected: boolean): void;
  /** Resolves when the backend can take requests. */
  ready?: () => Promise<void>;
  fetchImpl?: typeof fetch;
  /** 0 <= random() < 1, for the jitter. */
  random?: () => number;
  /** Waits `ms` (or less, once `signal` aborts). */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  /** First wait before a reconnect; it doubles with each failure up to maxDelayMs. */
  minDelayMs?: number;
  maxDelayMs?: number;
}

/** The wait before reconnect attempt `attempt` (0 first): "full jitter", a random part of min(max, min·2^attempt). */
export function backoffDelay(attempt: number, random: () => number, minDelayMs = 1_000, maxDelayMs = 30_000): number {
  const cap = Math.min(maxDelayMs, minDelayMs * 2 ** attempt);
  return Math.round(minDelayMs / 2 + random() * (cap - minDelayMs / 2));
}

export interface SseEvent {
  id: string | undefined;
  event: string;
  data: string;
}

/** Splits SSE text into complete events (comments and fields other than id/event/data are skipped) and the rest. */
export function parseSse(text: string): { events: SseEvent[]; rest: string } {
  const blocks = text.split(/\r?\n\r?\n/);
  const rest = blocks.pop() ?? '';
  const events: SseEvent[] = [];
  for (const block of blocks) {
    let id: string | undefined;
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split(/\r?\n/)) {
      const colon = line.indexOf(':');
      if (colon === 0) continue;
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'id') id = value;
      else if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length) events.push({ id, event, data: data.join('\n') });
  }
  return { events, rest };
}

const defaultSleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/** A change's data, checked against the contract; null for anything else. */
function changeOf(data: unknown): LiveChange | null {
  const parsed = liveChangeSchema.safeParse(typeof data === 'string' ? safeJson(data) : data);
  return parsed.success ? parsed.data : null;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Reads the stream until it ends; answers 'unauthorised' for a 401, 'open' once it had opened, 'failed' otherwise.
 * `lastId` carries the Last-Event-ID across reconnects.
 */
async function readOnce(
  options: SseOptions,
  signal: AbortSignal,
  lastId: { value: string | undefined },
): Promise<'unauthorised' | 'open' | 'failed'> {
  const token = options.getToken();
  if (!token) return 'unauthorised';
  const headers: Record<string, string> = { Accept: 'text/event-stream', Authorization: `Bearer ${token}` };
  if (lastId.value !== undefined) headers['Last-Event-ID'] = lastId.value;
  const response = await (options.fetchImpl ?? fetch)(options.url(), { headers, signal, cache: 'no-store' });
  if (response.status === 401) return 'unauthorised';
  if (!response.ok || !response.body) return 'failed';
  options.onStatus?.(true);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return 'open';
      const { events, rest } = parseSse(buffer + value);
      buffer = rest;
      for (const event of events) {
        if (event.id !== undefined) lastId.value = event.id;
        const change = event.event === CHANGE_EVENT ? changeOf(event.data) : null;
        if (change) options.onChange(change);
        if (event.event === CHAT_EVENT) options.onChat?.(safeJson(event.data));
        if (event.event === JOB_EVENT) options.onJob?.(safeJson(event.data));
      }
    }
  } catch {
    // The stream broke after it had opened (network, server restart): a reconnect starts over from the first wait.
    return 'open';
  } finally {
    options.onStatus?.(false);
    reader.cancel().catch(() => undefined);
  }
}

/**
 * Keeps one SSE stream open: after it drops (or fails to open) it reconnects with Last-Event-ID after a growing,
 * jittered wait (reset once a stream has opened). A 401 ends the session; `stop()` ends it all.
 */
export function connectSse(options: SseOptions): LiveConnection {
  const controller = new AbortController();
  const { signal } = controller;
  const random = options.random ?? Math.random;
  const sleep = options.sleep ?? defaultSleep;
  const lastId: { value: string | undefined } = { value: undefined };
  const run = async () => {
    await options.ready?.();
    for (let attempt = 0; !signal.aborted;) {
      let outcome: 'unauthorised' | 'open' | 'failed';
      try {
        outcome = await readOnce(options, signal, lastId);
      } catch {
        outcome = 'failed';
      }
      if (signal.aborted) return;
      if (outcome === 'unauthorised') {
        controller.abort();
        options.onUnauthorised();
        return;
      }
      attempt = outcome === 'open' ? 0 : attempt + 1;
      await sleep(backoffDelay(attempt, random, options.minDelayMs, options.maxDelayMs), signal);
    }
  };
  void run();
  return { stop: () => controller.abort() };
}

/** The fake backend: the changes its handlers post on the BroadcastChannel, in this tab and every other. */
export function connectBroadcast(onChange: (change: LiveChange) => void): LiveConnection {
  if (typeof BroadcastChannel === 'undefined') return { stop: () => undefined };
  const channel = new BroadcastChannel(FAKE_LIVE_CHANNEL);
  channel.onmessage = (event: MessageEvent) => {
    const change = changeOf(event.data);
    if (change) onChange(change);
  };
  return { stop: () => channel.close() };
}

/**
 * The fake backend's `job` events, from the tab running the job (its channel reaches this one's) and every other: the
 * jobs of account `accountId()` only, as the server's stream sends its starter's.
 */
export function watchFakeJobs(accountId: () => number | undefined, onJob: (data: unknown) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(FAKE_JOB_CHANNEL);
  channel.onmessage = (message: MessageEvent) => {
    const { job, accountId: starter } = (message.data ?? {}) as { job?: unknown; accountId?: unknown };
    if (starter !== undefined && starter === accountId()) onJob(job);
  };
  return () => channel.close();
}
