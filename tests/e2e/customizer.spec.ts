import { test, expect, animationsSettled, axeOn } from './fixtures.ts';
import type { Page } from '@playwright/test';

const USER = { id: 1, email: 'admin@stride.dev', username: 'admin', firstName: 'Alex', lastName: 'Morgan', token: 'stride-fake-jwt-token' };
test.describe.configure({ timeout: 90_000 });

/**
 * Signed in, with a listener that records the <html> attributes at DOMContentLoaded: a setting must
 * already be there then (applied before first paint), not patched in later by a script or island.
 */
async function setup(page: Page) {
  await page.addInitScript((user) => {
    sessionStorage.setItem('stride:user', user);
    document.addEventListener('DOMContentLoaded', () => {
      const html = document.documentElement;
      (window as unknown as { __atDcl: Record<string, string | null> }).__atDcl = Object.fromEntries(
        [
          'data-layout',
          'data-skin',
          'data-mode',
          'dir',
          'data-content-width',
          'data-sidebar-size',
          'data-navbar',
          'data-sidebar',
          'data-topbar',
        ].map((a) => [a, html.getAttribute(a)]),
      );
    });
  }, JSON.stringify(USER));
}

async function open(page: Page) {
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'), undefined, { timeout: 25_000 });
  await page.getByRole('button', { name: 'Open the theme customizer' }).click();
  return page.getByRole('dialog', { name: 'Theme customizer' });
}

async function choose(page: Page, group: string, value: string) {
  const dialog = await open(page);
  const radio = dialog.getByRole('group', { name: group, exact: true }).getByRole('radio', { name: value, exact: true });
  // The radio is visually hidden inside its label card: a click on the card is what a person does.
  await radio.locator('xpath=..').click();
  await expect(radio).toBeChecked();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
}

const atDcl = (page: Page) => page.evaluate(() => (window as unknown as { __atDcl: Record<string, string> }).__atDcl);
const style = (page: Page, selector: string, prop: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), prop);
const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!;

interface Case {
  group: string;
  value: string;
  attr: string;
  attrValue: string;
  /** Checks the visible layout after the change (and again after reload). */
  visible: (page: Page) => Promise<void>;
}

const CASES: Case[] = [
  {
    group: 'Layout',
    value: 'Horizontal',
    attr: 'data-layout',
    attrValue: 'horizontal',
    visible: async (page) => {
      await expect(page.locator('.hnav')).toBeVisible();
      await expect(page.locator('#sidebar')).toBeHidden();
      await expect(page.locator('.hnav').getByText('E-commerce')).toBeVisible();
    },
  },
  {
    group: 'Skin',
    value: 'Borders',
    attr: 'data-skin',
    attrValue: 'bordered',
    visible: async (page) => {
      expect(await style(page, '.topbar', 'box-shadow')).toBe('none');
      expect(await style(page, '.topbar', 'border-bottom-width')).toBe('1px');
    },
  },
  {
    group: 'Mode',
    value: 'Dark',
    attr: 'data-mode',
    attrValue: 'dark',
    visible: async (page) => expect(await style(page, 'body', 'background-color')).toBe('rgb(15, 19, 32)'),
  },
  {
    group: 'Direction',
    value: 'Right to left',
    attr: 'dir',
    attrValue: 'rtl',
    visible: async (page) => expect((await box(page, '#sidebar')).x).toBeGreaterThan(1000),
  },
  {
    group: 'Content width',
    value: 'Boxed',
    attr: 'data-content-width',
    attrValue: 'boxed',
    visible: async (page) => expect((await box(page, '.shell')).width).toBeLessThanOrEqual(1280),
  },
  {
    group: 'Sidebar size',
    value: 'Compact',
    attr: 'data-sidebar-size',
    attrValue: 'md',
    visible: async (page) => expect(Math.round((await box(page, '#sidebar')).width)).toBe(104),
  },
  {
    group: 'Sidebar size',
    value: 'Icons',
    attr: 'data-sidebar-size',
    attrValue: 'sm',
    visible: async (page) => {
      // Read until the sidebar's own transitions (width, the label fading out) have ended.
      await expect.poll(async () => Math.round((await box(page, '#sidebar')).width)).toBe(72);
      // The label shows on hover (it is the link's accessible name all along).
      const orders = page.locator('#sidebar').getByRole('link', { name: 'Orders' });
      await expect.poll(() => orders.locator('.nav-label').evaluate((el) => getComputedStyle(el).opacity)).toBe('0');
      await orders.hover();
      await expect.poll(() => orders.locator('.nav-label').evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    },
  },
  {
    group: 'Top bar',
    value: 'Scrolls',
    attr: 'data-navbar',
    attrValue: 'scroll',
    visible: async (page) => expect(await style(page, '.topbar', 'position')).toBe('relative'),
  },
  {
    group: 'Top bar',
    value: 'Bordered',
    attr: 'data-navbar',
    attrValue: 'bordered',
    visible: async (page) => expect(await style(page, '.topbar', 'border-top-left-radius')).toBe('16px'),
  },
  {
    group: 'Top bar',
    value: 'Hidden',
    attr: 'data-navbar',
    attrValue: 'hidden',
    visible: async (page) => {
      await page.setViewportSize({ width: 1440, height: 500 });
      // Focus inside the bar keeps it shown (keyboard users): start from the content.
      await page.locator('main h1').click();
      await page.mouse.move(700, 400);
      await page.mouse.wheel(0, 300);
      await expect.poll(async () => (await box(page, '.topbar')).y).toBeLessThan(-40);
      await page.mouse.wheel(0, -100);
      await expect.poll(async () => (await box(page, '.topbar')).y).toBeGreaterThanOrEqual(0);
      await page.setViewportSize({ width: 1440, height: 900 });
    },
  },
  {
    group: 'Sidebar colour',
    value: 'Dark',
    attr: 'data-sidebar',
    attrValue: 'dark',
    visible: async (page) => expect(await style(page, '#sidebar', 'background-color')).toBe('rgb(15, 23, 42)'),
  },
  {
    group: 'Sidebar colour',
    value: 'Brand',
    attr: 'data-sidebar',
    attrValue: 'brand',
    visible: async (page) => expect(await style(page, '#sidebar', 'background-color')).toBe('rgb(55, 48, 163)'),
  },
  {
    group: 'Sidebar colour',
    value: 'Modern',
    attr: 'data-sidebar',
    attrValue: 'modern',
    visible: async (page) => expect(await style(page, '#sidebar', 'background-image')).toContain('linear-gradient'),
  },
  {
    group: 'Top bar colour',
    value: 'Dark',
    attr: 'data-topbar',
    attrValue: 'dark',
    visible: async (page) => expect(await style(page, '.topbar', 'background-color')).toBe('rgb(15, 23, 42)'),
  },
  {
    group: 'Top bar colour',
    value: 'Brand',
    attr: 'data-topbar',
    attrValue: 'brand',
    visible: async (page) => expect(await style(page, '.topbar', 'background-color')).toBe('rgb(67, 56, 202)'),
  },
];

test.describe('customizer', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  for (const c of CASES) {
    test(`${c.group}: ${c.value} applies at once, persists, and is set at DOMContentLoaded`, async ({ page }) => {
      await setup(page);
      await page.goto('/dashboard/');
      expect((await atDcl(page))[c.attr]).not.toBe(c.attrValue);
      await choose(page, c.group, c.value);
      await expect(page.locator('html')).toHaveAttribute(c.attr, c.attrValue);
      await c.visible(page);
      await page.reload();
      expect((await atDcl(page))[c.attr]).toBe(c.attrValue);
      await c.visible(page);
    });
  }

  test('Reset returns every setting to its default and clears storage', async ({ page }) => {
    await setup(page);
    await page.goto('/dashboard/');
    await choose(page, 'Mode', 'Dark');
    await choose(page, 'Layout', 'Horizontal');
    await choose(page, 'Content width', 'Boxed');
    const dialog = await open(page);
    await dialog.getByRole('button', { name: 'Reset to defaults' }).click();
    const html = page.locator('html');
    for (const [attr, value] of Object.entries({
      'data-layout': 'vertical',
      'data-skin': 'default',
      'data-mode': 'light',
      dir: 'ltr',
      'data-content-width': 'fluid',
      'data-sidebar-size': 'lg',
      'data-navbar': 'sticky',
      'data-sidebar': 'light',
      'data-topbar': 'light',
    })) {
      await expect(html).toHaveAttribute(attr, value);
    }
    expect(await page.evaluate(() => localStorage.getItem('stride:settings'))).toBe('{}');
    await expect(dialog.getByRole('radio', { name: 'Vertical' })).toBeChecked();
  });

  test('horizontal layout forces the large sidebar and locks size and sidebar colour', async ({ page }) => {
    await setup(page);
    await page.goto('/dashboard/');
    await choose(page, 'Sidebar size', 'Icons');
    await choose(page, 'Layout', 'Horizontal');
    await expect(page.locator('html')).toHaveAttribute('data-sidebar-size', 'lg');
    const dialog = await open(page);
    await expect(dialog.getByRole('group', { name: 'Sidebar size' }).getByRole('radio', { name: 'Icons' })).toBeDisabled();
    await expect(dialog.getByRole('group', { name: 'Sidebar colour' }).getByRole('radio', { name: 'Dark' })).toBeDisabled();
  });

  test('switching to dark brings a dark sidebar and topbar; brand colours stay', async ({ page }) => {
    await setup(page);
    await page.goto('/dashboard/');
    await choose(page, 'Top bar colour', 'Brand');
    await choose(page, 'Mode', 'Dark');
    await expect(page.locator('html')).toHaveAttribute('data-sidebar', 'dark');
    await expect(page.locator('html')).toHaveAttribute('data-topbar', 'brand');
  });

  test('an Arabic page defaults to RTL and its direction choice is kept', async ({ page }) => {
    await setup(page);
    await page.goto('/ar/dashboard/');
    expect((await atDcl(page)).dir).toBe('rtl');
    await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'), undefined, { timeout: 25_000 });
    await page.getByRole('button', { name: 'فتح أداة تخصيص السمة' }).click();
    await expect(page.getByRole('radio', { name: 'من اليمين إلى اليسار' })).toBeChecked();
  });

  test('the drawer is a modal dialog: focus moves in, Escape closes and returns focus', async ({ page }) => {
    await setup(page);
    await page.goto('/dashboard/');
    const dialog = await open(page);
    await expect(dialog).toBeVisible();
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open the theme customizer' })).toBeFocused();
  });
});

test.describe('every sidebar and topbar colour reads well in light and dark', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('axe colour contrast on the sidebar and top bar for all 24 combinations', async ({ page }) => {
    // 24 axe runs: about a minute on an idle machine.
    test.setTimeout(300_000);
    await setup(page);
    await page.goto('/dashboard/');
    await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'), undefined, { timeout: 25_000 });
    const problems: string[] = [];
    for (const mode of ['light', 'dark']) {
      for (const sidebar of ['light', 'dark', 'brand', 'modern']) {
        for (const topbar of ['light', 'dark', 'brand']) {
          await page.evaluate(
            ([m, s, t]) => {
              const html = document.documentElement;
              html.setAttribute('data-mode', m!);
              html.setAttribute('data-sidebar', s!);
              html.setAttribute('data-topbar', t!);
            },
            [mode, sidebar, topbar],
          );
          // The menu's links fade to their new colours (0.15 s): axe must read the colours they end with.
          await animationsSettled(page);
          const { violations } = await axeOn(page).include('#sidebar').include('.topbar').withRules(['color-contrast']).analyze();
          for (const v of violations)
            problems.push(
              `${mode}/${sidebar}/${topbar}: ${v.nodes
                .map((n) => n.target.join(' '))
                .slice(0, 2)
                .join(' | ')}`,
            );
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
