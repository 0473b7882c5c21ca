import { z } from 'zod/mini';
import type { RouteDef } from './route-kit.ts';

/**
 * What `GET /healthz` answers: the process is up, whether its database answers `select 1`, and whether the live
 * stream's listener hears the changes (absent where the backend serves no live stream).
 */
export const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  db: z.enum(['ok', 'unavailable']),
  listener: z.optional(z.enum(['ok', 'unavailable'])),
  /** Whether the folders the server writes to (PGlite's data directory, the upload folder) are there and writable; absent where none are checked. */
  storage: z.optional(z.enum(['ok', 'unavailable'])),
  message: z.optional(z.string()),
});

/** For a supervisor or a load balancer: no authentication, never cached. */
export const HEALTH_ROUTES = {
  health: {
    method: 'get',
    path: '/healthz',
    operationId: 'health',
    tag: 'health',
    summary:
      'Liveness and readiness: 200 when the database answers `select 1` and the live stream hears the changes, else 503 (with Retry-After)',
    responses: {
      200: { description: '`{ status: "ok", db: "ok", listener: "ok" }`', schema: healthSchema },
      503: {
        description:
          'The database does not answer (`db: "unavailable"`), or the live stream\'s listener is reconnecting to it (`listener: "unavailable"`), or a folder the server writes to is missing or not writable (`storage: "unavailable"`): `{ status: "unavailable", db, listener, storage, message }`',
        schema: healthSchema,
      },
    },
  },
} as const satisfies Record<string, RouteDef>;
