import type { HttpHandler } from 'msw';
import { FakeDb, type FakeDbOptions } from '../db.ts';
import { FAKE_LATENCY_MS } from '../settings.ts';
import { calendarHandlers } from './calendar.ts';
import { listHandlers } from './lists.ts';
import { userHandlers } from './users.ts';
import { subscriptionHandlers } from './subscriptions.ts';
import { accountHandlers } from './account.ts';

export interface FakeBackendOptions extends FakeDbOptions {
  baseUrl: string;
  /** Defaults to the spec's 500 ms; unit tests pass 0. */
  delayMs?: number;
}

/** Every handler of the fake backend with its own state. The browser worker and msw/node both use this. */
export function createFakeBackend(options: FakeBackendOptions): { handlers: HttpHandler[]; db: FakeDb } {
  const db = new FakeDb(options);
  const ctx = { baseUrl: options.baseUrl.replace(/\/+$/, ''), delayMs: options.delayMs ?? FAKE_LATENCY_MS, db };
  // Order matters: /users/me before /users/{id}, /app/calendar before the lists' catch-all /app/{list}.
  return {
    handlers: [...accountHandlers(ctx), ...userHandlers(ctx), ...subscriptionHandlers(ctx), ...calendarHandlers(ctx), ...listHandlers(ctx)],
    db,
  };
}
