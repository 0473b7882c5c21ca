import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_OUTBOX } from './tests/e2e/outbox.ts';

/** Chromium from the machine first (CHROMIUM_PATH, then Debian's), Playwright's own only as a fallback. */
function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((p): p is string => !!p && existsSync(p));
}

const PORT = Number(process.env.E2E_PORT ?? 4322);
// The `api` project: a PUBLIC_FAKE_BACKEND=false build (dist-api/) served by the reference API server, on its own port.
const API_PORT = Number(process.env.E2E_API_PORT ?? 4323);
const apiBaseURL = `http://127.0.0.1:${API_PORT}`;
const hasApiBuild = existsSync('dist-api/index.html');
/** Specs of the `api` project; the default project leaves them out, and the other way round. */
const API_SPECS = /\.api\.spec\.ts$/;
/** `playwright test --project=api` needs only the API server, not the preview of dist/. */
const projectArgs = process.argv.flatMap((arg, i, all) =>
  arg === '--project' ? [all[i + 1]] : arg.startsWith('--project=') ? [arg.slice(10)] : [],
);
const onlyApi = projectArgs.length > 0 && projectArgs.every((name) => name === 'api');
// BASE_URL lets a developer point the suite at a running `astro dev`; otherwise the built site is previewed.
const baseURL = process.env.BASE_URL ?? `http://127.0.0.1:${PORT}`;
const executablePath = chromiumPath();

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL,
    // Recording a trace costs CPU in every test; under CI (two workers on two cores) only the retry of a failed test records one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  // Listed first, the api specs run from the start on one worker while the others take the default specs; listed last,
  // they ran at the end on one worker while the others had nothing left to do (2.7 of 15 minutes under CI).
  projects: [
    // One reference server (one database) serves every api spec: one worker, so no spec sees another's rows mid-test.
    { name: 'api', testMatch: API_SPECS, use: { baseURL: apiBaseURL }, workers: 1 },
    { name: 'default', testIgnore: API_SPECS },
  ],
  webServer: [
    ...(process.env.BASE_URL || onlyApi
      ? []
      : [
          {
            command: `npx astro preview --host 127.0.0.1 --port ${PORT}`,
            url: baseURL,
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
          },
        ]),
    // Built by `npm test` (PUBLIC_FAKE_BACKEND=false astro build --outDir dist-api); an in-memory PGlite starts empty each run.
    ...(hasApiBuild
      ? [
          {
            command: 'node server/main.ts',
            url: `${apiBaseURL}/api/users`,
            // Its mail goes to an outbox the specs read (tests/e2e/outbox.ts).
            env: {
              PORT: String(API_PORT),
              STATIC_DIR: 'dist-api',
              PGLITE_DIR: 'memory://',
              SEED_DEMO: 'true',
              CHECK_RESPONSES: 'true',
              MAIL_OUTBOX: E2E_OUTBOX,
              // Uploaded images outside the checkout.
              UPLOAD_DIR: join(tmpdir(), 'stride-e2e-uploads'),
              // The webhooks spec's receiver listens on this host (127.0.0.1), which deliveries otherwise refuse.
              WEBHOOK_ALLOW_PRIVATE: 'true',
            },
            reuseExistingServer: !process.env.CI,
            timeout: 180_000,
          },
        ]
      : []),
  ],
});
