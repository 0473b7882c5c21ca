import { eq } from 'drizzle-orm';
import { streamSSE } from 'hono/streaming';
import { can, DEFAULT_ROLE, isRole, type Role } from '../../src/api/contract/permissions.ts';
import { MESSAGES } from '../../src/api/messages.ts';
import type { SessionCache } from '../auth/session-cache.ts';
import { bearerOf, userOfToken } from '../auth/tokens.ts';
import type { Database, Db } from '../db/connect.ts';
import { users } from '../db/tables.ts';
import { errorResponse, type App } from '../routes/kit.ts';
import { changesSince, LIVE_CHANNEL, parseChange, type LiveChange } from './changes.ts';

/** A comment line every this often keeps proxies from closing an idle stream. */
export const HEARTBEAT_MS = 20_000;

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

/** The role the permission table knows an account by (accounts made before roles were stored read as the default). */
async function roleOf(db: Db, userId: number): Promise<Role> {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  if (isRole(row?.role)) return row.role;
  return row?.role === 'Administrator' ? 'admin' : DEFAULT_ROLE;
}

/**
 * GET /app/events: Server-Sent Events, one `change` event per change to a list row or calendar event the user may
 * read (id: the change's id; data: `{ id, at, userId, resource, action, rowId, version }`). With `Last-Event-ID`
 * (header, or `lastEventId` in the query) the changes missed since come first. A comment line every 20 s.
 */
export function liveRoutes(app: App, db: Db, hub: LiveHub, sessionCache?: SessionCache): void {
  app.get('/app/events', async (c) => {
    const token = bearerOf(c.req.header('Authorization'));
    const userId = token ? await userOfToken(db, token, sessionCache) : null;
    if (userId === null) return errorResponse(c, 401, MESSAGES.unauthorised);
    const role = await roleOf(db, userId);
    const lastId = Number(c.req.header('Last-Event-ID') ?? c.req.query('lastEventId') ?? NaN);
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      let sent = 0;
      const send = async (change: LiveChange) => {
        if (change.id <= sent || !can(role, `${change.resource}.read`)) return;
        sent = change.id;
        await stream.writeSSE({ id: String(change.id), event: 'change', data: JSON.stringify(change) });
      };
      // Changes heard while the missed ones are read wait their turn, so the order holds.
      const queued: LiveChange[] = [];
      let replaying = true;
      const unsubscribe = hub.subscribe((change) => (replaying ? queued.push(change) : void send(change)));
      if (Number.isInteger(lastId) && lastId >= 0) for (const change of await changesSince(db, lastId)) await send(change);
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
