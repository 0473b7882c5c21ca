import { setupServer } from 'msw/node';
import { FAKE_TOKEN } from './demo-account.ts';
import { createFakeBackend, type FakeBackendOptions } from './handlers/index.ts';

/**
 * The fake backend for unit tests (msw/node), with no latency unless asked, and with the sample rows only unless a
 * test asks for the sample company (`company: true`), as the server's test servers.
 */
export function createTestServer(options: Partial<FakeBackendOptions> = {}) {
  const backend = createFakeBackend({ baseUrl: 'http://localhost', delayMs: 0, company: false, ...options });
  return { server: setupServer(...backend.handlers), db: backend.db, reset: backend.reset, exportJobs: backend.exportJobs };
}

/** Headers of a call made as the demo account (its fixed session), for tests that call the backend with fetch. */
export const DEMO_AUTH = { Authorization: `Bearer ${FAKE_TOKEN}` } as const;
