import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';

/** Chromium from the machine first (CHROMIUM_PATH, then Debian's), Playwright's own only as a fallback. */
function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((p): p is string => !!p && existsSync(p));
}

const PORT = Number(process.env.E2E_PORT ?? 4322);
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
    trace: 'retain-on-failure',
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
  webServer: process.env.BASE_URL
    ? undefined
    : {
        command: `npx astro preview --host 127.0.0.1 --port ${PORT}`,
        url: baseURL,
        reuseExistingServer: !process.env.CI,
        timeout: 60_000,
      },
});
