import { setupServer } from 'msw/node';
import { permissionsOf } from '../contract/permissions.ts';
import { saveSession } from '../api/session.ts';
import { DEMO_USER } from './db.ts';
import { FAKE_TOKEN } from './demo-account.ts';
import { createFakeBackend, type FakeBackendOptions } from './handlers/index.ts';

/** The fake backend for unit tests (msw/node), with no latency unless asked. */
export function createTestServer(options: Partial<FakeBackendOptions> = {}) {
  const backend = createFakeBackend({ baseUrl: 'http://localhost', delayMs: 0, ...options });
  return { server: setupServer(...backend.handlers), db: backend.db };
}

/** Headers of a call made as the demo account (its fixed session), for tests that call the backend with fetch. */
export const DEMO_AUTH = { Authorization: `Bearer ${FAKE_TOKEN}` } as const;

/** Signs the app's API client in as the demo account, for store tests that go through it. */
export function signInAsDemo(): void {
  saveSession({
    id: DEMO_USER.id,
    email: DEMO_USER.email,
    username: DEMO_USER.username,
    firstName: DEMO_USER.firstName,
    lastName: DEMO_USER.lastName,
    token: FAKE_TOKEN,
    role: 'admin',
    permissions: [...permissionsOf('admin')],
  });
}
