import { expect, type Page } from '@playwright/test';
import { test as base } from './fixtures.ts';

/** The demo account as the fake backend returns it after sign-in (src/mocks/demo-account.ts). */
export const DEMO_USER = {
  id: 1,
  email: 'admin@stride.dev',
  username: 'admin',
  firstName: 'Alex',
  lastName: 'Morgan',
  token: 'stride-fake-jwt-token',
};

/** Pages open signed in (the session the login page would store), optionally dark. */
export const test = base.extend<{ signedIn: void; mode: 'light' | 'dark' }>({
  mode: ['light', { option: true }],
  signedIn: [
    async ({ page, mode }, use, testInfo) => {
      // Screens wait for the fake backend (500 ms per call) on a shared 2-core machine.
      testInfo.setTimeout(Math.max(testInfo.timeout, 60_000));
      await page.addInitScript(
        ([user, m]) => {
          sessionStorage.setItem('stride:user', JSON.stringify(user));
          if (m === 'dark') localStorage.setItem('stride:settings', JSON.stringify({ mode: 'dark' }));
        },
        [DEMO_USER, mode] as const,
      );
      await use();
    },
    { auto: true },
  ],
});
export { expect };

/** Waits until the screen's list has loaded (the island clears aria-busy). */
export async function loaded(page: Page) {
  await expect(page.locator('main section[aria-busy="false"]').first()).toBeVisible({ timeout: 30_000 });
}

export function showing(page: Page) {
  return page.getByTestId('table-showing');
}
