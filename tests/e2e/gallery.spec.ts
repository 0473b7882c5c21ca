import type { Locator, Page } from '@playwright/test';
import { SCREEN_DEFINITIONS } from '../../src/screens/index.ts';
import type { ScreenDefinition } from '../../src/screens/define.ts';
import { expectNoAxeViolations } from './fixtures.ts';
import { expect, loaded, test } from './screens-helpers.ts';

/**
 * The components gallery (/ui/ and its pages): each page passes axe in English light and Arabic dark, wide and on a
 * phone, with its dialogs open where it has them; nothing scrolls sideways on a phone; and the blocks it shows are
 * those the screens render: a status pill, a KPI card and the table's empty state have the same elements and classes
 * in the gallery as on a screen.
 */
const GALLERY = (SCREEN_DEFINITIONS as readonly ScreenDefinition[]).filter((s) => s.group === 'ui').map((s) => s.path);

// axe on a page of many blocks takes a while on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

/** Opens a gallery page and waits until its island has hydrated (its copy buttons then work). */
async function open(page: Page, lang: 'en' | 'ar', path: string) {
  await page.goto(`${lang === 'en' ? '' : `${lang}/`}${path}`);
  await expect(page.locator('[data-gallery]')).toBeVisible({ timeout: 30_000 });
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
}

/** Opens the page's dialogs one at a time and checks each with axe, then closes it. */
async function dialogsPass(page: Page, lang: 'en' | 'ar') {
  const triggers = lang === 'en' ? ['Open the dialog', 'Open the edit dialog'] : ['فتح مربع الحوار', 'فتح مربع التعديل'];
  for (const name of triggers) {
    await page.getByRole('button', { name, exact: true }).click();
    await expect(page.getByRole(name === triggers[0] ? 'alertdialog' : 'dialog')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.locator('[role="dialog"], [role="alertdialog"]')).toHaveCount(0);
  }
}

const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];
const LOOKS = [
  { lang: 'en', mode: 'light' },
  { lang: 'ar', mode: 'dark' },
] as const;

for (const viewport of VIEWPORTS) {
  for (const { lang, mode } of LOOKS) {
    test.describe(`${lang} ${mode} at ${viewport.width} px`, () => {
      test.use({ mode, viewport });
      for (const path of GALLERY) {
        test(`axe: ${path}`, async ({ page }) => {
          await open(page, lang, path);
          // The rich-text editors arrive after the page (their code is loaded on demand): axe checks them in.
          if (path === 'ui/forms/') await expect(page.locator('[data-block="rich-text"] [role="textbox"]')).toHaveCount(4);
          await expectNoAxeViolations(page);
          if (path === 'ui/overlays/') await dialogsPass(page, lang);
        });
      }
    });
  }
}

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const path of GALLERY) {
    test(`${path}: nothing scrolls sideways (en and ar)`, async ({ page }) => {
      for (const lang of ['en', 'ar'] as const) {
        await open(page, lang, path);
        const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(sideways, `${lang} ${path}`).toBeLessThanOrEqual(0);
      }
    });
  }
});

test("ui/forms/: the notes' rich-text editor in its four states, its code loaded after the page's first load", async ({ page }) => {
  const editorCode: string[] = [];
  page.on('request', (request) => {
    if (/RichTextEditor[^/]*\.js$/.test(request.url())) editorCode.push(request.url());
  });
  await open(page, 'en', 'ui/forms/');
  const block = page.locator('[data-block="rich-text"]');
  await expect(block.getByRole('textbox')).toHaveCount(4);
  // Not in the page: neither a script nor a preload of the HTML names the editor's chunk; it is fetched when drawn.
  const html = await (await page.request.get('ui/forms/')).text();
  expect(editorCode.length).toBeGreaterThan(0);
  for (const url of editorCode) expect(html).not.toContain(new URL(url).pathname);
  const [empty, filled, invalid, disabled] = await block.getByRole('textbox').all();
  await expect(filled!.locator('strong')).toHaveText('design team');
  await expect(invalid!).toHaveAttribute('aria-invalid', 'true');
  await expect(invalid!).toHaveAccessibleDescription('This field is required');
  await empty!.click();
  await page.keyboard.type('Call the supplier');
  await expect(empty!).toHaveText('Call the supplier');
  await expect(disabled!).toHaveAttribute('contenteditable', 'false');
  await expect(disabled!).toHaveAttribute('aria-disabled', 'true');
  await expect(block.locator('[data-rich-text]').last().getByRole('button', { name: 'Bold' })).toBeDisabled();
});

/** An element's shape: its tag, its classes and its children's shapes, without text or attributes that vary by value. */
function shapeOf(root: Locator, ignore: string): Promise<unknown> {
  return root.evaluate((element, pattern) => {
    const dropped = new RegExp(pattern);
    const walk = (node: Element): unknown => ({
      tag: node.tagName.toLowerCase(),
      classes: [...node.classList].filter((c) => !dropped.test(c)).sort(),
      children: [...node.children].map(walk),
    });
    return walk(element);
  }, ignore);
}

test.describe('the gallery shows the blocks the screens render', () => {
  test('a status pill is the one of the orders table', async ({ page }) => {
    await page.goto('apps/ecommerce/orders/');
    await loaded(page);
    const onScreen = await shapeOf(page.locator('main tbody [data-status="Pending"]').first(), '^$');
    await open(page, 'en', 'ui/');
    const inGallery = await shapeOf(page.locator('[data-block="badges"] [data-status="Pending"]'), '^$');
    expect(inGallery).toEqual(onScreen);
  });

  test("a KPI card is the one of the e-commerce dashboard (its change's colour and arrow aside)", async ({ page }) => {
    await page.goto('dashboard/');
    await expect(page.locator('[data-overview-state="ready"]')).toBeVisible({ timeout: 30_000 });
    // Whether a figure rose or fell (the tint and the arrow) and the sparkline's points depend on the data.
    const varying = '^(bg-(success|danger)-soft|bg-surface-2|lucide-.*)$';
    const onScreen = await shapeOf(page.locator('[data-kpi="revenue"]'), varying);
    await open(page, 'en', 'ui/');
    const inGallery = await shapeOf(page.locator('[data-block="kpis"] [data-kpi="revenue"]'), varying);
    expect(inGallery).toEqual(onScreen);
  });

  test("a rating keeps its decimals, as the products grid's stars show it", async ({ page }) => {
    await open(page, 'en', 'ui/');
    const stars = page.locator('[data-block="badges"]').getByText('Rated 4.5 out of 5 from 120 ratings');
    await expect(stars).toHaveCount(1);
    await expect(stars.locator('xpath=..')).toContainText('4.5 (120)');
  });

  test('the empty state is the one of a table whose search finds nothing', async ({ page }) => {
    await page.goto('apps/ecommerce/orders/');
    await loaded(page);
    await page.getByRole('searchbox').fill('no order is called this');
    const screenEmpty = page.locator('main').getByText('No results', { exact: true }).locator('..');
    await expect(screenEmpty).toBeVisible();
    const onScreen = await shapeOf(screenEmpty, '^$');
    await open(page, 'en', 'ui/');
    // The screen's list has rows, so its empty state offers to clear the search: the gallery's filtered one.
    const inGallery = await shapeOf(page.locator('[data-state="table-empty-filtered"] > div'), '^$');
    expect(inGallery).toEqual(onScreen);
  });
});
