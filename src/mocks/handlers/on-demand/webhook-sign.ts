/**
 * Standard Webhooks signatures with WebCrypto, for the fake backend's log: what the server would send, shown since
 * the browser sends nothing. The same scheme as server/webhooks/sign.ts: the unit test verifies them with standardwebhooks.
 */
const bytesOf = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
const base64Of = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes)));

/** `whsec_` and the base64 of 24 random bytes. */
export function newFakeSecret(): string {
  return `whsec_${btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(24))))}`;
}

/** `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` with the secret's bytes. */
export async function signWithWebCrypto(secret: string, messageId: string, timestampSeconds: number, body: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', bytesOf(secret.replace(/^whsec_/, '')), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${messageId}.${timestampSeconds}.${body}`));
  return `v1,${base64Of(mac)}`;
}

/** The headers a delivery would carry, signed with each secret given. */
export async function fakeWebhookHeaders(
  secrets: readonly string[],
  messageId: string,
  body: string,
  at: Date,
): Promise<Record<string, string>> {
  const timestamp = Math.floor(at.getTime() / 1000);
  const signatures = await Promise.all(secrets.map((secret) => signWithWebCrypto(secret, messageId, timestamp, body)));
  return { 'webhook-id': messageId, 'webhook-timestamp': String(timestamp), 'webhook-signature': signatures.join(' ') };
}
