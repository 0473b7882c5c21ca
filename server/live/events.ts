import { streamSSE } from 'hono/streaming';
import type { SSEStreamingApi } from 'hono/streaming';
import { CHANGE_EVENT, HEARTBEAT_MS, LIVE_ROUTES } from '../../src/contract/live.ts';
import { can } from '../../src/contract/permissions.ts';
import { digest } from '../auth/tokens.ts';
import { on, type App, type ServerContext } from '../routes/kit.ts';
import { changesSince, type HeardChange } from './changes.ts';
import type { LiveHub, LiveMember } from './hub.ts';
import { CHAT_EVENT } from '../../src/contract/chat.ts';
import type { HeardChatEvent } from '../chat/live.ts';
import { JOB_EVENT } from '../../src/contract/jobs.ts';
import type { HeardJobEvent } from '../jobs/job-live.ts';

export { startLiveHub, type LiveHub } from './hub.ts';

/**
 * One stream's member of the hub: sends each change once, in id order, if the account's current role may read it and,
 * for a row of an owned list, the account owns the row (server/lists/ownership.ts), or for a row with members, is one
 * of them as the hub read them when the change was heard (server/live/changes.ts, withAudience).
 * Changes heard while the missed ones are read wait in `queued`, so the order holds; every write (changes, comments)
 * waits for the one before, as `writeSSE` takes a few ticks before it writes.
 */
function streamMember(
  stream: SSEStreamingApi,
  account: { tokenHash: string; userId: number; role: string },
  after: number,
  end: () => void,
) {
  const { tokenHash, userId, role } = account;
  let sent = after;
  let queued: HeardChange[] | undefined = [];
  let writing = Promise.resolve();
  const write = (next: () => Promise<unknown>) => {
    writing = writing.then(next).then(() => undefined);
    return writing;
  };
  const send = ({ ownerId, memberIds, ...change }: HeardChange) => {
    if (change.id <= sent || !can(member.role, `${change.resource}.read`)) return;
    if (ownerId != null && ownerId !== userId) return;
    if (memberIds != null && !memberIds.includes(userId)) return;
    sent = change.id;
    void write(() => stream.writeSSE({ id: String(change.id), event: CHANGE_EVENT, data: JSON.stringify(change) }));
  };
  const member = {
    tokenHash,
    role,
    offer: (change: HeardChange) => (queued ? void queued.push(change) : send(change)),
    end,
    /** Team chat: to the conversation's members only, as they were when the event was sent (server/chat/live.ts). */
    chat({ event, audience }: HeardChatEvent) {
      if (audience.includes(userId)) void write(() => stream.writeSSE({ event: CHAT_EVENT, data: JSON.stringify(event) }));
    },
    /** A background job's progress or end: to the streams of the account that started it only. */
    job({ job, accountId }: HeardJobEvent) {
      if (accountId === userId) void write(() => stream.writeSSE({ event: JOB_EVENT, data: JSON.stringify(job) }));
    },
    /** Sends the missed changes, then those heard meanwhile; from then on each as it comes. */
    start(missed: HeardChange[]) {
      for (const change of [...missed, ...(queued ?? [])]) send(change);
      queued = undefined;
    },
    /** A comment line, after what was sent before it. */
    comment: (text: string) => write(() => stream.write(`: ${text}\n\n`)),
  } satisfies Required<LiveMember> & { start(missed: HeardChange[]): void; comment(text: string): Promise<void> };
  return member;
}

/**
 * GET /app/events (src/contract/live.ts): Server-Sent Events, one `change` event per change to a list row or
 * calendar event the caller's role may read. With `Last-Event-ID` (header, or `lastEventId` in the query) the changes
 * missed since come first. A comment line every 20 s. The bearer is checked by `on` as for every route; the stream
 * ends when its session does (sign-out, revocation, a password change elsewhere, a deactivation), and follows a role
 * change from the next change on (server/live/hub.ts).
 */
export function liveRoutes(app: App, ctx: ServerContext, hub: LiveHub): void {
  on(app, ctx, LIVE_ROUTES.liveEvents, (c) => {
    const lastId = Number(c.req.header('Last-Event-ID') ?? c.req.query('lastEventId') ?? NaN);
    const replay = Number.isInteger(lastId) && lastId >= 0;
    const tokenHash = digest(c.get('token'));
    const role = c.get('role');
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      let end: () => void = () => undefined;
      const ended = new Promise<void>((resolve) => {
        end = resolve;
        stream.onAbort(resolve);
      });
      const member = streamMember(stream, { tokenHash, userId: c.get('userId'), role }, replay ? lastId : 0, () => end());
      const leave = hub.join(member);
      let heartbeat: NodeJS.Timeout | undefined;
      try {
        member.start(replay ? await changesSince(ctx.db, lastId) : []);
        // Not awaited: a client that reads nothing must not keep a stream its session has left from ending.
        void member.comment('connected');
        heartbeat = setInterval(() => void member.comment('ping'), HEARTBEAT_MS);
        await ended;
      } finally {
        clearInterval(heartbeat);
        leave();
      }
    });
  });
}
