import type { HttpHandler } from 'msw';
import { FakeDb, type FakeDbOptions } from '../db.ts';
import { FakeNotifications } from '../notifications.ts';
import { FakeSessions } from '../sessions.ts';
import { effectiveLatencyMs } from '../settings.ts';
import { calendarHandlers } from './calendar.ts';
import { listHandlers } from './lists.ts';
import { notificationHandlers } from './notifications.ts';
import { userHandlers } from './users.ts';
import { subscriptionHandlers } from './subscriptions.ts';
import { accountHandlers } from './account.ts';

export interface FakeBackendOptions extends FakeDbOptions {
  baseUrl: string;
  /** Where sign-in sessions and read notifications are kept across pages and tabs (localStorage in the browser); memory when absent. */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  /** Defaults to the build's latency (500 ms unless PUBLIC_FAKE_LATENCY_MS), or the override kept in `storage`; unit tests pass 0. */
  delayMs?: number;
}

/** Every handler of the fake backend with its own state. The browser worker and msw/node both use this. */
export function createFakeBackend(options: FakeBackendOptions): { handlers: HttpHandler[]; db: FakeDb; sessions: FakeSessions } {
  const db = new FakeDb(options);
  const sessions = new FakeSessions(options.storage);
  const notifications = new FakeNotifications(options.storage);
  const ctx = {
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    delayMs: options.delayMs ?? effectiveLatencyMs(options.storage),
    db,
    sessions,
    notifications,
  };
  // Order matters: /users/me before /users/{id}, /app/calendar and /app/notifications before the lists' catch-all /app/{list}.
  return {
    handlers: [
      ...accountHandlers(ctx),
      ...userHandlers(ctx),
      ...subscriptionHandlers(ctx),
      ...calendarHandlers(ctx),
      ...notificationHandlers(ctx),
      ...listHandlers(ctx),
    ],
    db,
    sessions,
  };
}
