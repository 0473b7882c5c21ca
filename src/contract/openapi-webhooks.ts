import { toJSONSchema } from 'zod/mini';
import { TEST_EVENT, WEBHOOK_EVENTS } from './webhook-events.ts';
import { webhookPayloadSchema } from './webhooks.ts';

type Json = Record<string, unknown>;

/** The three Standard Webhooks headers every delivery carries. */
const HEADERS = [
  ['webhook-id', 'The message id: the same for every attempt (and a resend) of one event, to drop repeats'],
  ['webhook-timestamp', 'Seconds since 1970 when this attempt was signed; refuse one older than a few minutes'],
  [
    'webhook-signature',
    '`v1,<base64 HMAC-SHA256 of "id.timestamp.body">` with the endpoint\'s secret (the bytes of `whsec_<base64>`); two, space-separated, during a rotation\'s overlap',
  ],
].map(([name, description]) => ({ name, in: 'header', required: true, description, schema: { type: 'string' } }));

const payload = (() => {
  const { $schema: _drop, ...rest } = toJSONSchema(webhookPayloadSchema, { target: 'draft-2020-12', io: 'input' }) as Json;
  return rest;
})();

/** One event's delivery, as an OpenAPI 3.1 webhook: its body (`type` fixed to the event) and the signature headers. */
function delivery(event: string): Json {
  const properties = { ...(payload.properties as Json), type: { type: 'string', const: event } };
  return {
    post: {
      operationId: `webhook_${event.replace(/\./g, '_')}`,
      tags: ['webhooks'],
      summary:
        event === TEST_EVENT
          ? 'Sent by hand from the Webhooks page (POST /app/webhooks/{id}/test), to any endpoint'
          : `Sent to each enabled endpoint that asked for \`${event}\`: \`data.id\` is the record, \`data.changes\` its changed fields`,
      parameters: HEADERS,
      requestBody: { required: true, content: { 'application/json': { schema: { ...payload, properties } } } },
      responses: {
        200: {
          description: 'Received (any 2xx). Anything else, no answer within 10 s, or a redirect is tried again with back-off for a day',
        },
      },
    },
  };
}

/** The document's `webhooks`: every event an endpoint may ask for, and the test event. */
export function openApiWebhooks(): Json {
  return Object.fromEntries([...WEBHOOK_EVENTS, TEST_EVENT].map((event) => [event, delivery(event)]));
}
