import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/**
 * Waits until no animation or transition that ends is running (spinners and skeleton pulses run for ever and are
 * left alone). Colours read mid-transition, a toast sliding in or a link fading to a new theme's colour, are neither
 * the old ones nor the new ones: axe reported contrast failures a user never sees.
 */
export async function animationsSettled(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );
}

/**
 * axe-core for `page`, run in the page itself. By default the builder finishes each run in a new blank page it opens
 * and closes (for cross-origin frames, which these pages do not have): that was most of a run's time, about 1 s of
 * the 1.4 s a check of the sidebar's colours took.
 */
export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode();
}

/** Runs axe-core on the page, once its transitions have ended, and fails with a readable list of violations. */
export async function expectNoAxeViolations(page: Page, options: { exclude?: string[] } = {}) {
  await animationsSettled(page);
  // Only violations are read: skipping the details of every passing node keeps big tables quick to check.
  let builder = axeOn(page)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .options({ resultTypes: ['violations'] });
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const readable = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} -> ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
  expect(readable, 'axe-core violations').toEqual([]);
}

/** Where the fake backend looks for a latency that overrides the build's (src/mocks/start/settings.ts: LATENCY_OVERRIDE_KEY). */
const LATENCY_OVERRIDE_KEY = 'stride:fake-latency-ms';

/** The demo account's session as the login page stores it with "remember me" (its fixed token, src/mocks/demo-account.ts). */
export const DEMO_SESSION = {
  id: 1,
  email: 'admin@stride.dev',
  username: 'admin',
  firstName: 'Alex',
  lastName: 'Morgan',
  token: 'stride-fake-jwt-token',
};

/** A browser storage state signed in as the demo account, for tests that are not about signing in. */
export function signedInState(baseURL: string) {
  return {
    cookies: [],
    origins: [{ origin: new URL(baseURL).origin, localStorage: [{ name: 'stride:user', value: JSON.stringify(DEMO_SESSION) }] }],
  };
}

/**
 * Public pages start their module scripts right after the first paint (src/theme/public-boot-script.ts), which may
 * come after the load event that `goto` and `reload` wait for. A person's first click comes later than that on any
 * network; a test's comes at once. So these two also wait until the page's scripts have run.
 */
function waitForPublicPageScripts(page: Page) {
  const scriptsDone = async () => {
    try {
      await page.waitForFunction(
        () => !document.querySelector('template[data-after-paint-module]') || document.documentElement.hasAttribute('data-scripts-ready'),
      );
    } catch (error) {
      // The page moved on meanwhile (a redirect, a test's own navigation): there is nothing left to wait for.
      if (!String(error).includes('Execution context was destroyed')) throw error;
    }
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    if (args[1]?.waitUntil !== 'commit') await scriptsDone();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    if (args[0]?.waitUntil !== 'commit') await scriptsDone();
    return response;
  };
}

/**
 * Options for `test.use()`:
 * - `fakeLatencyMs`: the end-to-end build (`npm run build:e2e`) answers after 40 ms to keep the suite short; a test
 *   of loading states, placeholders or layout shift sets 500 to get a production build's latency back in every page
 *   of its browser context.
 * - `signedInAsDemo: true` opens every page of the test signed in as the demo account (through storage state, as a
 *   remembered sign-in), without going through the login form.
 */
export const test = base.extend<{ fakeLatencyMs: number | undefined; signedInAsDemo: boolean }>({
  fakeLatencyMs: [undefined, { option: true }],
  signedInAsDemo: [false, { option: true }],
  storageState: async ({ storageState, signedInAsDemo, baseURL }, use) => {
    await use(signedInAsDemo && baseURL ? signedInState(baseURL) : storageState);
  },
  context: async ({ context, fakeLatencyMs }, use) => {
    context.on('page', waitForPublicPageScripts);
    if (fakeLatencyMs !== undefined) {
      await context.addInitScript(([key, ms]) => localStorage.setItem(key, ms), [LATENCY_OVERRIDE_KEY, String(fakeLatencyMs)] as const);
    }
    await use(context);
  },
});
export { expect };
