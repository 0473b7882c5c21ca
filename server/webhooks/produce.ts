// Where webhook events come from: the audit writer, the one place every change of a list's row, every invoice sent
// or paid and every account event is recorded, in the change's own transaction. The deliveries are written there too,
// one per subscribed endpoint and event (so a change and its events cannot part), and queued once the request has
// answered, its transaction committed.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { isSecretField } from '../../src/contract/audit.ts';
import { webhookBody, webhookEventsOf } from '../../src/contract/webhooks.ts';
import type { AuditInput, Executor, recordAudit, writeAudited, WriteExecutor } from '../audit/record.ts';
import type { JobQueue } from '../jobs/queue.ts';
import type { Logger } from '../log.ts';

/** The deliveries a request's changes made, queued when it has answered. */
const madeByRequest = new AsyncLocalStorage<number[]>();

/** Outside a request (a background job), a delivery is queued this long after its transaction, which has ended by then. */
const OUTSIDE_REQUEST_DELAY_MS = 2000;

/** Writes the deliveries of an audit entry's events, in the entry's transaction; answers their ids. */
async function writeDeliveries(tx: WriteExecutor, entry: AuditInput): Promise<number[]> {
  const { types, data } = webhookEventsOf({ ...entry, changes: (entry.changes ?? []).filter((c) => !isSecretField(c.field)) });
  if (!types.length) return [];
  const now = new Date();
  const list = (values: string[]) =>
    sql`array[${sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    )}]::text[]`;
  const result = await tx.execute(sql`
    insert into webhook_deliveries (endpoint_id, message_id, event_type, payload)
    select e.id, t.message_id, t.type, t.payload
    from webhook_endpoints e
    cross join unnest(${list(types)}, ${list(types.map((type) => webhookBody(type, data, now)))}, ${list(types.map(() => `msg_${randomUUID()}`))})
      as t(type, payload, message_id)
    where e.enabled and t.type = any(e.events)
    returning id`);
  return (result as { rows: { id: number | string }[] }).rows.map((row) => Number(row.id));
}

/** Queues deliveries just written: after the request, or a moment later outside one. */
export function queueLater(jobs: JobQueue, ids: number[], logger: Logger): void {
  const made = madeByRequest.getStore();
  if (made) return void made.push(...ids);
  const at = new Date(Date.now() + OUTSIDE_REQUEST_DELAY_MS);
  for (const id of ids)
    void jobs.enqueueDelivery(id, 0, at).catch((error: Error) => logger.error('webhook queue', { error: error.message }));
}

/** The audit writer, writing the entry's webhook deliveries too. */
export function auditWithEvents(audit: typeof recordAudit, jobs: JobQueue, logger: Logger): typeof recordAudit {
  return async (tx: Executor, entry) => {
    await audit(tx, entry);
    queueLater(jobs, await writeDeliveries(tx, entry), logger);
  };
}

/** `writeAudited`, writing the entry's webhook deliveries too when the write changed a row. */
export function writeAuditedWithEvents(write: typeof writeAudited, jobs: JobQueue, logger: Logger): typeof writeAudited {
  return async (tx, statement, entry) => {
    const rows = await write(tx, statement, entry);
    if (entry && rows.length) queueLater(jobs, await writeDeliveries(tx, entry), logger);
    return rows;
  };
}

/** Queues the deliveries a request made once it has answered (its transactions committed). */
export function queueRequestDeliveries(jobs: JobQueue, logger: Logger): MiddlewareHandler {
  return async (_c, next) => {
    const made: number[] = [];
    await madeByRequest.run(made, next);
    for (const id of made)
      void jobs.enqueueDelivery(id, 0).catch((error: Error) => logger.error('webhook queue', { error: error.message }));
  };
}
