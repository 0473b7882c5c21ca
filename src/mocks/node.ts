import { setupServer } from 'msw/node';
import { createFakeBackend, type FakeBackendOptions } from './handlers/index.ts';

/** The fake backend for unit tests (msw/node), with no latency unless asked. */
export function createTestServer(options: Partial<FakeBackendOptions> = {}) {
  const backend = createFakeBackend({ baseUrl: 'http://localhost', delayMs: 0, ...options });
  return { server: setupServer(...backend.handlers), db: backend.db };
}
