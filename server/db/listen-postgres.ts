import type { Client, Notification } from 'pg';

/** The wait before reconnect attempt `attempt` (0 first): 0.25 s doubling up to 5 s. */
export function listenRetryDelay(attempt: number, minMs = 250, maxMs = 5_000): number {
  return Math.min(maxMs, minMs * 2 ** attempt);
}

/** How often the LISTEN connection is asked `select 1`, and how long it may take: a silent network is found too. */
const PROBE_EVERY_MS = 10_000;
const PROBE_TIMEOUT_MS = 5_000;

/** The `application_name` of every LISTEN connection. */
export const LISTEN_APPLICATION_NAME = 'stride-listen';

export interface ListenTarget {
  pg: typeof import('pg').default;
  url: string;
  channels: readonly string[];
  onPayload: (payload: string, channel: string) => void;
  onStatus?: ((listening: boolean) => void) | undefined;
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries), one for every channel, so their
 * notifications keep their commit order. A lost connection (a restart, a dropped network, a probe unanswered) is
 * opened again after a growing wait, for as long as it takes: `onStatus(false)` when it drops, `onStatus(true)` once
 * listening again, before any notification the new connection hears. Notifications sent meanwhile are missed; the
 * caller reads what it needs from its tables on `onStatus(true)`. The first connection must succeed (it throws).
 */
export async function listenPostgres(target: ListenTarget): Promise<() => Promise<void>> {
  let stopped = false;
  let current: Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let lostAt = 0;

  const lost = (client: Client, reason: string) => {
    if (client !== current) return;
    current = undefined;
    lostAt = Date.now();
    void client.end().catch(() => undefined);
    if (stopped) return;
    console.error(`The LISTEN connection was lost (${reason}); opening it again.`);
    target.onStatus?.(false);
    reopen(0);
  };

  const reopen = (attempt: number) => {
    retry = setTimeout(() => {
      if (stopped) return;
      openListening(target, lost).then(
        async ({ client, release }) => {
          if (stopped) return void (await client.end().catch(() => undefined));
          current = client;
          console.error(`The LISTEN connection is back after ${((Date.now() - lostAt) / 1000).toFixed(1)} s.`);
          target.onStatus?.(true);
          release();
        },
        () => reopen(attempt + 1),
      );
    }, listenRetryDelay(attempt));
    retry.unref();
  };

  const first = await openListening(target, lost);
  current = first.client;
  first.release();
  const probe = setInterval(() => {
    const client = current;
    if (!client) return;
    probeOnce(client).catch((error: Error) => lost(client, error.message));
  }, PROBE_EVERY_MS);
  probe.unref();
  return async () => {
    stopped = true;
    clearInterval(probe);
    clearTimeout(retry);
    const client = current;
    current = undefined;
    await client?.end();
  };
}

/** A connection listening on every channel; what it hears waits for `release` (the caller has taken it over). */
async function openListening(
  target: ListenTarget,
  lost: (client: Client, reason: string) => void,
): Promise<{ client: Client; release: () => void }> {
  // Named, so an operator sees it in pg_stat_activity.
  const client = new target.pg.Client({
    connectionString: target.url,
    connectionTimeoutMillis: 5000,
    keepAlive: true,
    application_name: LISTEN_APPLICATION_NAME,
  });
  let open = false;
  const notifications: Notification[] = [];
  const deliver = (message: Notification) => {
    if (target.channels.includes(message.channel) && message.payload !== undefined) target.onPayload(message.payload, message.channel);
  };
  client.on('notification', (message) => (open ? deliver(message) : notifications.push(message)));
  client.on('error', (error) => lost(client, error.message));
  client.on('end', () => lost(client, 'the connection ended'));
  const release = () => {
    open = true;
    for (const message of notifications.splice(0)) deliver(message);
  };
  try {
    await client.connect();
    await client.query(target.channels.map((channel) => `listen "${channel.replaceAll('"', '""')}"`).join('; '));
    return { client, release };
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }
}

async function probeOnce(client: Client): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer to a probe within ${PROBE_TIMEOUT_MS} ms`)), PROBE_TIMEOUT_MS);
  });
  try {
    await Promise.race([client.query('select 1'), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
