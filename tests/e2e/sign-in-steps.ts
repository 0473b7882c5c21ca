import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Sign-in as the e2e specs do it on the login page: by the demo box's role (fake backend) or by e-mail and password. */

const SLOW = { timeout: 30_000 };
/** The demo accounts' names, as the account menu says them. */
const NAMES = { Admin: 'Alex Morgan', Editor: 'Eva Lindqvist', Viewer: 'Victor Okafor' } as const;
export type DemoRole = keyof typeof NAMES;

/** Signs in with the demo account the fake backend's demo box gives for `role`, and checks that account is the one in. */
export async function signInAs(page: Page, role: DemoRole) {
  await page.goto('/auth/login/');
  // A click before the form has hydrated does nothing: pick again until the form shows that role's account.
  await expect(async () => {
    await page.locator('[data-demo-roles]').getByText(role, { exact: true }).click();
    await expect(page.getByLabel('E-mail')).toHaveValue(`${role.toLowerCase()}@stride.dev`, { timeout: 1_000 });
  }).toPass(SLOW);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/$/, SLOW);
  // The account really signed in: under load a tab was once found signed in as the administrator after picking another
  // role (the login page had been reloaded between the pick and the click), which failed a later step far from the cause.
  await expect(page.getByRole('button', { name: `Account menu: ${NAMES[role]}` }), 'signed in as the role picked').toBeVisible(SLOW);
}

/** Signs in by e-mail and password (the reference server's seeded accounts: no demo box). */
export async function signInWithPassword(page: Page, email: string, password = 'stride-demo') {
  await page.goto('/auth/login/');
  await expect(page.locator('[data-demo-account]')).toHaveCount(0);
  // What is typed before the form has hydrated is cleared by it: type once it has.
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0, SLOW);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/$/, SLOW);
}
