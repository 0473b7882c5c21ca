import { z } from 'zod/mini';
import { DATA_RESOURCES, type DataResource } from './permissions.ts';
import { UNAUTHORISED, type RouteDef } from './route-kit.ts';

/** What a change did to its row. */
export const CHANGE_ACTIONS = ['create', 'update', 'delete'] as const;
export type ChangeAction = (typeof CHANGE_ACTIONS)[number];

/**
 * One change as the live stream carries it (the `data` of each `change` event of GET /app/events; the fake backend
 * sends the same object between tabs). Ids increase across every process: the last one read is the Last-Event-ID.
 */
export const liveChangeSchema = z.object({
  id: z.int().check(z.positive()),
  at: z.string(),
  /** Who made the change (null: not through the API). */
  userId: z.nullable(z.int()),
  /** Their name as their account has it ("First Last", else the username); null when unknown. */
  userName: z.nullable(z.string()),
  resource: z.enum(DATA_RESOURCES as readonly [DataResource, ...DataResource[]]),
  action: z.enum(CHANGE_ACTIONS),
  rowId: z.int(),
  /** The row's version after the change (null for a delete). */
  version: z.nullable(z.int()),
});
export type LiveChange = z.infer<typeof liveChangeSchema>;

/** The event name of a change on the stream. */
export const CHANGE_EVENT = 'change';

/** Between the fake backend's tabs: the BroadcastChannel each tab's handlers post their changes on. */
export const FAKE_LIVE_CHANNEL = 'stride:live';

/** A comment line every this often keeps proxies from closing an idle stream. */
export const HEARTBEAT_MS = 20_000;

export const LIVE_ROUTES = {
  liveEvents: {
    method: 'get',
    path: '/app/events',
    operationId: 'liveEvents',
    tag: 'live',
    summary:
      'Server-Sent Events: one `change` event (id: the change id; data: who, what, which row, its version) per add, edit or delete of a list row or calendar event, only for the lists the role may read (`<list>.read`). With Last-Event-ID (header, or `lastEventId` in the query) the changes missed since come first; a `: ping` comment every 20 s',
    auth: true,
    headers: {
      'Last-Event-ID': { description: 'The id of the last change read: the stream starts with the ones after it', schema: z.string() },
    },
    query: {
      lastEventId: {
        description: 'As the Last-Event-ID header, for clients that cannot set it',
        schema: z.int().check(z.minimum(0)),
      },
    },
    responses: {
      200: {
        description: '`text/event-stream`, open until the client leaves',
        stream: { event: CHANGE_EVENT, schema: liveChangeSchema },
      },
      401: UNAUTHORISED,
    },
  },
} as const satisfies Record<string, RouteDef>;
