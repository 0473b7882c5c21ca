import { setupServer } from 'msw/node';
import { FAKE_TOKEN } from './demo-account.ts';
import { createFakeBackend, type FakeBackendOptions } from './handlers/index.ts';

/** The fake backend for unit tests (msw/node), with no latency unless asked. */
export function createTestServer(options: Partial<FakeBackendOptions> = {}) {
  const backend = createFakeBackend({ baseUrl: 'http://localhost', delayMs: 0, ...options });
  return { server: setupServer(...backend.handlers), db: backend.db };
}

/** Headers of a call made as the demo account (its fixed session), for tests that call the backend with fetch. */
export const DEMO_AUTH = { Authorization: `Bearer ${FAKE_TOKEN}` } as const;
