// Mail through the job queue: `sendMail` stores the mail (`mail_queue`, migration 0034) and queues its id; a worker of
// any API process hands it to the relay, and a relay that refuses (down, or a 4xx such as 421 "try later") is tried
// again with back-off (MAIL_RETRY of server/jobs/queue.ts), so a mail survives a relay's outage and a restart.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import type { JobQueue, RunJob } from '../jobs/queue.ts';
import type { Logger } from '../log.ts';
import type { Mail, Mailer } from './mailer.ts';

/** A mail as stored: attachments' bytes in base64 (jsonb holds text). */
interface StoredMail extends Omit<Mail, 'attachments'> {
  attachments?: { filename: string; content: string; contentType: string }[];
}

const stored = (mail: Mail): StoredMail => ({
  ...mail,
  attachments: mail.attachments?.map((file) => ({ ...file, content: file.content.toString('base64') })),
});

const restored = (mail: StoredMail): Mail => ({
  ...mail,
  attachments: mail.attachments?.map((file) => ({ ...file, content: Buffer.from(file.content, 'base64') })),
});

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

export interface QueuedMailer extends Mailer {
  /** Sends the stored mail `id` through the relay: the queue's worker (`stride-mail`). */
  deliver: RunJob;
}

/**
 * A mailer whose `sendMail` answers once the mail is stored and queued (not sent): the relay's time and its failures
 * no longer hold up or fail the request. `relay` is the real mailer (SMTP, or the outbox).
 */
export function queuedMailer(db: Db, queue: JobQueue, relay: Mailer, logger: Pick<Logger, 'error'>): QueuedMailer {
  return {
    async sendMail(mail) {
      const [row] = rowsOf<{ id: number }>(
        await db.execute(sql`insert into mail_queue (mail) values (${JSON.stringify(stored(mail))}::jsonb) returning id`),
      );
      await queue.enqueue(Number(row!.id), 'stride-mail');
    },
    describe: () => `${relay.describe()}, through the job queue`,
    async deliver(id, lastAttempt) {
      const [row] = rowsOf<{ mail: StoredMail | string }>(
        await db.execute(sql`select mail from mail_queue where id = ${id} and status = 'queued'`),
      );
      // Sent already (a retried run of a worker that stalled), or given up on.
      if (!row) return;
      const mail = restored(typeof row.mail === 'string' ? (JSON.parse(row.mail) as StoredMail) : row.mail);
      try {
        await relay.sendMail(mail);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await db.execute(sql`update mail_queue set attempts = attempts + 1, last_error = ${reason}, updated_at = now(),
          status = ${lastAttempt ? 'failed' : 'queued'} where id = ${id}`);
        // The address is not logged: the subject says which mail it was.
        logger.error(lastAttempt ? 'mail given up' : 'mail not sent; tried again later', { subject: mail.subject, error: reason });
        throw error;
      }
      await db.execute(sql`delete from mail_queue where id = ${id}`);
    },
  };
}
