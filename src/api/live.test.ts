import { describe, expect, it, vi } from 'vitest';
import { backoffDelay, connectSse, parseSse, type SseOptions } from './live.ts';
import type { LiveChange } from '../contract/live.ts';

const change = (id: number): LiveChange => ({
  id,
  at: '2026-11-26T12:00:00.000Z',
  userId: 2,
  userName: 'Ana Lee',
  resource: 'department',
  action: 'update',
  rowId: 4,
  version: 3,
});
const block = (c: LiveChange) => `id: ${c.id}\nevent: change\ndata: ${JSON.stringify(c)}\n\n`;

/** An SSE answer that sends `text` (in two pieces, split mid-event) and then ends. */
function streamOf(text: string, status = 200): Response {
  const cut = Math.floor(text.length / 2);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text.slice(0, cut)));
      controller.enqueue(new TextEncoder().encode(text.slice(cut)));
      controller.close();
    },
  });
  return new Response(body, { status, headers: { 'Content-Type': 'text/event-stream' } });
}

/** Options whose fetch answers `answers` in turn (then waits for ever), recording each call's headers and each wait. */
function harness(answers: (() => Response | Promise<Response>)[]) {
  const calls: Record<string, string>[] = [];
  const waits: number[] = [];
  const changes: LiveChange[] = [];
  let unauthorised = 0;
  const options: SseOptions = {
    url: () => 'http://localhost/app/events',
    getToken: () => 'token-1',
    onChange: (c) => changes.push(c),
    onUnauthorised: () => unauthorised++,
    fetchImpl: (_url, init) => {
      calls.push({ ...(init?.headers as Record<string, string>) });
      const next = answers.shift();
      return next ? Promise.resolve(next()) : new Promise<Response>(() => undefined);
    },
    random: () => 0.5,
    sleep: (ms) => {
      waits.push(ms);
      return Promise.resolve();
    },
  };
  return { options, calls, waits, changes, unauthorised: () => unauthorised };
}

describe('parseSse', () => {
  it('reads complete events, skips comments, and keeps an unfinished one for the next chunk', () => {
    const { events, rest } = parseSse(': connected\n\nid: 7\nevent: change\ndata: {"a":1}\n\n: ping\n\nid: 8\nevent: cha');
    expect(events).toEqual([{ id: '7', event: 'change', data: '{"a":1}' }]);
    expect(rest).toBe('id: 8\nevent: cha');
  });
});

describe('backoffDelay', () => {
  it('doubles from the first wait up to the cap, with jitter below it', () => {
    const top = (attempt: number) => backoffDelay(attempt, () => 0.999999, 1_000, 30_000);
    expect([1, 2, 3, 4, 5, 6].map(top)).toEqual([2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
    expect(backoffDelay(3, () => 0, 1_000, 30_000)).toBe(500);
    expect(backoffDelay(3, () => 0.5, 1_000, 30_000)).toBe(4_250);
  });
});

describe('connectSse', () => {
  it('hands on each change, and reconnects with the Last-Event-ID of the last one read', async () => {
    const h = harness([() => streamOf(`: connected\n\n${block(change(11))}${block(change(12))}`), () => streamOf(block(change(13)))]);
    const connection = connectSse(h.options);
    await vi.waitFor(() => expect(h.calls).toHaveLength(3));
    connection.stop();
    expect(h.changes.map((c) => c.id)).toEqual([11, 12, 13]);
    expect(h.calls[0]!.Authorization).toBe('Bearer token-1');
    expect(h.calls[0]!['Last-Event-ID']).toBeUndefined();
    expect(h.calls[1]!['Last-Event-ID']).toBe('12');
    expect(h.calls[2]!['Last-Event-ID']).toBe('13');
  });

  it('waits longer after each failure to connect, and starts over once a stream has opened', async () => {
    const down = () => Promise.reject(new TypeError('Failed to fetch'));
    const h = harness([down, down, () => new Response('busy', { status: 503 }), () => streamOf(': connected\n\n'), down]);
    const connection = connectSse({ ...h.options, minDelayMs: 100, maxDelayMs: 10_000 });
    await vi.waitFor(() => expect(h.waits).toHaveLength(5));
    connection.stop();
    // random() = 0.5: half-way between half the first wait and the cap of each attempt.
    expect(h.waits).toEqual([backoffDelay(1, () => 0.5, 100), backoffDelay(2, () => 0.5, 100), backoffDelay(3, () => 0.5, 100), 75, 125]);
  });

  it('ends the session on a 401 and tries no more', async () => {
    const h = harness([() => new Response('{"message":"Unauthorised"}', { status: 401 }), () => streamOf(block(change(1)))]);
    connectSse(h.options);
    await vi.waitFor(() => expect(h.unauthorised()).toBe(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(h.calls).toHaveLength(1);
    expect(h.changes).toEqual([]);
  });

  it('when the server ends a stream because its session ended, reconnects once after a wait, gets the 401 and stops', async () => {
    const h = harness([
      () => streamOf(`: connected\n\n${block(change(21))}`),
      () => new Response('{"message":"Unauthorised"}', { status: 401 }),
    ]);
    connectSse({ ...h.options, minDelayMs: 1_000 });
    await vi.waitFor(() => expect(h.unauthorised()).toBe(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(h.calls).toHaveLength(2);
    expect(h.calls[1]!['Last-Event-ID']).toBe('21');
    // One wait between the end and the reconnect (half the first wait at least), none after the 401.
    expect(h.waits).toEqual([backoffDelay(0, () => 0.5, 1_000)]);
    expect(h.waits[0]).toBeGreaterThanOrEqual(500);
  });

  it('stops for good on stop() (sign-out): the open request is aborted and no reconnect follows', async () => {
    let signal: AbortSignal | undefined;
    const h = harness([]);
    const connection = connectSse({
      ...h.options,
      fetchImpl: (_url, init) => {
        signal = init?.signal ?? undefined;
        return new Promise<Response>(() => undefined);
      },
    });
    await vi.waitFor(() => expect(signal).toBeDefined());
    connection.stop();
    expect(signal!.aborted).toBe(true);
    await new Promise((r) => setTimeout(r, 20));
    expect(h.waits).toEqual([]);
  });

  it('skips events that are not changes of the contract', async () => {
    const h = harness([() => streamOf(`event: change\ndata: {"id":"x"}\n\nevent: other\ndata: {}\n\n${block(change(5))}`)]);
    const connection = connectSse(h.options);
    await vi.waitFor(() => expect(h.changes).toHaveLength(1));
    connection.stop();
    expect(h.changes[0]!.id).toBe(5);
  });
});
