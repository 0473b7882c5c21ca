import { HEARTBEAT_MS } from '../../src/contract/live.ts';
import { SESSION_CHANGES_CHANNEL } from '../auth/session-cache.ts';
import type { Database } from '../db/connect.ts';
import { describeFailure } from '../db/failures.ts';
import { listenRetryDelay } from '../db/listen-postgres.ts';
import { consoleLogger, type Logger } from '../log.ts';
import { changesSince, latestChangeId, LIVE_CHANNEL, parseChange, withAudience, type HeardChange } from './changes.ts';
import { liveSessionRoles } from './session-roles.ts';
import { CHAT_CHANNEL, parseChatNotice, type HeardChatEvent } from '../chat/live.ts';
import { JOB_CHANNEL, parseJobNotice, type HeardJobEvent } from '../jobs/job-live.ts';

/** One open stream, as the hub sees it. */
export interface LiveMember {
  /** The digest of the stream's bearer token: its session. */
  readonly tokenHash: string;
  /** Its account's role as last read; the hub updates it when the account's role changes. */
  role: string;
  /** Hands on a change (the stream sends it if its account may read it and it has not sent it yet). */
  offer(change: HeardChange): void;
  /** Ends the stream: its session has ended. */
  end(): void;
  /** Hands on a team chat event (the stream sends it if its account is in the event's audience). */
  chat?(heard: HeardChatEvent): void;
  /** Hands on a background job's progress or end (the stream sends it if its account started the job). */
  job?(heard: HeardJobEvent): void;
}

/** This process's end of the live stream: every change NOTIFY announces, handed to each open stream. */
export interface LiveHub {
  /** Adds an open stream until the returned function is called. Its session is read again at once. */
  join(member: LiveMember): () => void;
  /** Open streams (for the bench). */
  readonly size: number;
  /** Whether changes are heard as they are made (false while Postgres's LISTEN connection is being opened again). */
  readonly listening: boolean;
  /** Ends every open stream and stops listening. */
  close(): Promise<void>;
}

export interface LiveHubOptions {
  /** How often every open stream's session is read again, whatever was heard: expiry announces nothing. */
  recheckEveryMs?: number;
  logger?: Logger;
}

/** Changes read at a time after the LISTEN connection is back. */
const CATCH_UP_PAGE = 500;

/**
 * Listens on the changes channel and on the sessions channel (migration 0013: a session ended, an account's role or
 * status changed) on one connection, so a role change is applied before a change committed after it. Everything
 * heard is handled in its order, one step at a time. Once a lost LISTEN connection is back, the changes recorded
 * since the last one heard are read from `live_events` and handed on (each stream drops those it sent), and every
 * session is read again.
 */
export async function startLiveHub(database: Database, options: LiveHubOptions = {}): Promise<LiveHub> {
  const { db } = database;
  const logger = options.logger ?? consoleLogger;
  const members = new Set<LiveMember>();
  let heard = await latestChangeId(db);
  let listening = true;
  let closed = false;
  let tail = Promise.resolve();
  const inOrder = (step: () => Promise<void> | void) => {
    tail = tail.then(step).catch((error: unknown) => logger.error('live stream step failed', { error: describeFailure(error) }));
  };
  const dispatch = (change: HeardChange) => {
    heard = Math.max(heard, change.id);
    for (const member of members) member.offer(change);
  };

  let recheckQueued = false;
  /** Reads every open stream's session again (once for any number of requests made before it starts). */
  const recheck = () => {
    if (recheckQueued) return;
    recheckQueued = true;
    inOrder(async () => {
      recheckQueued = false;
      await recheckSessions(database, [...members], logger);
    });
  };

  const catchUp = async () => {
    for (let attempt = 0; !closed; attempt++) {
      try {
        for (let page = await changesSince(db, heard, CATCH_UP_PAGE); ; page = await changesSince(db, heard, CATCH_UP_PAGE)) {
          for (const change of page) dispatch(change);
          if (page.length < CATCH_UP_PAGE) return;
        }
      } catch (error) {
        // Changes heard meanwhile wait behind this step, so none is sent before one it missed.
        logger.error('live stream: the missed changes could not be read', { error: describeFailure(error) });
        await new Promise((resolve) => setTimeout(resolve, listenRetryDelay(attempt)).unref());
      }
    }
  };

  const stop = await database.listen(
    [LIVE_CHANNEL, SESSION_CHANGES_CHANNEL, CHAT_CHANNEL, JOB_CHANNEL],
    (payload, channel) => {
      if (channel === SESSION_CHANGES_CHANNEL) return recheck();
      if (channel === CHAT_CHANNEL) {
        const heardChat = parseChatNotice(payload);
        if (heardChat) inOrder(() => members.forEach((member) => member.chat?.(heardChat)));
        return;
      }
      if (channel === JOB_CHANNEL) {
        const heardJob = parseJobNotice(payload);
        if (heardJob) inOrder(() => members.forEach((member) => member.job?.(heardJob)));
        return;
      }
      const change = parseChange(payload);
      if (change) inOrder(async () => (await withAudience(db, [change])).forEach(dispatch));
    },
    (up) => {
      listening = up;
      if (!up) return;
      inOrder(catchUp);
      recheck();
    },
  );
  const periodic = setInterval(() => {
    if (members.size) recheck();
  }, options.recheckEveryMs ?? HEARTBEAT_MS);
  periodic.unref();

  return {
    join(member) {
      members.add(member);
      // Its session was read before it joined: a change heard in between would otherwise wait for the next reading.
      recheck();
      return () => void members.delete(member);
    },
    get size() {
      return members.size;
    },
    get listening() {
      return listening;
    },
    async close() {
      closed = true;
      clearInterval(periodic);
      await stop();
      for (const member of members) member.end();
      members.clear();
      await tail;
    },
  };
}

/** Ends the streams whose session has ended and gives the others their account's current role. */
async function recheckSessions(database: Database, streams: LiveMember[], logger: Logger): Promise<void> {
  if (!streams.length) return;
  let roles: Map<string, string>;
  try {
    roles = await liveSessionRoles(database.db, [...new Set(streams.map((member) => member.tokenHash))]);
  } catch (error) {
    // Unknown is not ended: the streams stay, and the next notice, reconnect or period reads them again.
    logger.error('live stream: sessions could not be read', { error: describeFailure(error) });
    return;
  }
  for (const member of streams) {
    const role = roles.get(member.tokenHash);
    if (role === undefined) member.end();
    else member.role = role;
  }
}
