import { streamSSE } from 'hono/streaming';
import { CHANGE_EVENT, HEARTBEAT_MS, LIVE_ROUTES } from '../../src/contract/live.ts';
import { can } from '../../src/contract/permissions.ts';
import type { Database } from '../db/connect.ts';
import { on, type App, type ServerContext } from '../routes/kit.ts';
import { changesSince, LIVE_CHANNEL, parseChange, type LiveChange } from './changes.ts';

export { HEARTBEAT_MS } from '../../src/contract/live.ts';

/** This process's end of the live stream: every change NOTIFY announces, handed to each open stream. */
export interface LiveHub {
  subscribe(listener: (change: LiveChange) => void): () => void;
  /** Open streams (for the bench). */
  readonly size: number;
  close(): Promise<void>;
}

export async function startLiveHub(database: Database): Promise<LiveHub> {
  const listeners = new Set<(change: LiveChange) => void>();
  const stop = await database.listen(LIVE_CHANNEL, (payload) => {
    const change = parseChange(payload);
    if (change) for (const listener of listeners) listener(change);
  });
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get size() {
      return listeners.size;
    },
    close: stop,
  };
}

/**
 * GET /app/events (src/contract/live.ts): Server-Sent Events, one `change` event per change to a list row or
 * calendar event the caller's role may read. With `Last-Event-ID` (header, or `lastEventId` in the query) the changes
 * missed since come first. A comment line every 20 s. The bearer is checked by `on` as for every route.
 */
export function liveRoutes(app: App, ctx: ServerContext, hub: LiveHub): void {
  on(app, ctx, LIVE_ROUTES.liveEvents, (c) => {
    const role = c.get('role');
    const lastId = Number(c.req.header('Last-Event-ID') ?? c.req.query('lastEventId') ?? NaN);
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      let sent = 0;
      const send = async (change: LiveChange) => {
        if (change.id <= sent || !can(role, `${change.resource}.read`)) return;
        sent = change.id;
        await stream.writeSSE({ id: String(change.id), event: CHANGE_EVENT, data: JSON.stringify(change) });
      };
      // Changes heard while the missed ones are read wait their turn, so the order holds.
      const queued: LiveChange[] = [];
      let replaying = true;
      const unsubscribe = hub.subscribe((change) => (replaying ? queued.push(change) : void send(change)));
      if (Number.isInteger(lastId) && lastId >= 0) for (const change of await changesSince(ctx.db, lastId)) await send(change);
      for (const change of queued) await send(change);
      replaying = false;
      await stream.write(': connected\n\n');
      const heartbeat = setInterval(() => void stream.write(': ping\n\n'), HEARTBEAT_MS);
      await new Promise<void>((resolve) => stream.onAbort(resolve));
      clearInterval(heartbeat);
      unsubscribe();
    });
  });
}
