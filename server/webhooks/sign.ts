// Standard Webhooks signatures (https://www.standardwebhooks.com): HMAC-SHA256 of `id.timestamp.body` with the bytes
// of the endpoint's secret, in base64, as `v1,<signature>`; several space-separated while a rotated secret overlaps.
import { createHmac, randomBytes } from 'node:crypto';

/** A new endpoint secret: `whsec_` and 24 random bytes in base64. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

/** One `v1,<base64>` signature of a message with one secret. */
export function signWebhook(secret: string, messageId: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(`${messageId}.${timestampSeconds}.${body}`).digest('base64')}`;
}

/** The three Standard Webhooks headers of one attempt, signed with every secret given (the current one first). */
export function webhookHeaders(secrets: readonly string[], messageId: string, body: string, now = new Date()): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets.map((secret) => signWebhook(secret, messageId, timestamp, body)).join(' '),
  };
}
