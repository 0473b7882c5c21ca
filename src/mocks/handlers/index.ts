import type { HttpHandler } from 'msw';
import { FakeAccounts } from '../accounts.ts';
import { FakeDb, type FakeDbOptions } from '../db.ts';
import { FakeNotifications } from '../notifications.ts';
import { FakeSessions } from '../sessions.ts';
import { FAKE_LATENCY_MS } from '../settings.ts';
import { calendarHandlers } from './calendar.ts';
import { listHandlers } from './lists.ts';
import { notificationHandlers } from './notifications.ts';
import { userHandlers } from './users.ts';
import { subscriptionHandlers } from './subscriptions.ts';
import { accountHandlers } from './account.ts';

export interface FakeBackendOptions extends FakeDbOptions {
  baseUrl: string;
  /** Defaults to the build's latency (500 ms unless PUBLIC_FAKE_LATENCY_MS); the browser passes its override when set; unit tests pass 0. */
  delayMs?: number;
}

/** Every handler of the fake backend with its own state. The browser worker and msw/node both use this. */
export function createFakeBackend(options: FakeBackendOptions): { handlers: HttpHandler[]; db: FakeDb; sessions: FakeSessions } {
  const db = new FakeDb(options);
  const sessions = new FakeSessions(db);
  const notifications = new FakeNotifications(db);
  const accounts = new FakeAccounts(db);
  const ctx = {
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    delayMs: options.delayMs ?? FAKE_LATENCY_MS,
    db,
    sessions,
    notifications,
    accounts,
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
