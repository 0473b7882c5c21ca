import { test, expect } from './screens-helpers.ts';

// The CSP <meta> tag exists only in the production build (Astro adds it at build time), so this suite
// is meant for `npm test`, which runs against `astro preview`; pages open signed in (screens-helpers).
const PAGES = [
  '/',
  '/product-landing/',
  '/pages-coming-soon/',
  '/pages-offline/',
  '/auth/login/',
  '/dashboard/',
  '/apps/ecommerce/orders/',
  '/apps/ecommerce/products-grid/',
  '/apps/notes/',
  '/apps/calendar/',
  '/ar/dashboard/',
];

test.describe('content security policy', () => {
  test('every page carries a CSP with hashed scripts and no inline script allowance', async ({ page }) => {
    for (const path of ['/', '/product-landing/', '/auth/login/', '/dashboard/', '/apps/hr/employees/']) {
      await page.goto(path);
      const csp = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
      expect(csp, path).toBeTruthy();
      const scriptSrc =
        csp!
          .split(';')
          .map((d) => d.trim())
          .find((d) => d.startsWith('script-src')) ?? '';
      expect(scriptSrc, path).toContain("'self'");
      expect(scriptSrc, path).not.toContain('unsafe-inline');
      expect(scriptSrc, path).not.toContain('unsafe-eval');
      expect(csp, path).toContain("object-src 'none'");
    }
  });

  test('no page breaks its own policy while it loads, hydrates and scrolls', async ({ page }) => {
    test.setTimeout(120_000);
    await page.addInitScript(() => {
      (window as unknown as { __cspViolations: string[] }).__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        (window as unknown as { __cspViolations: string[] }).__cspViolations.push(
          `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`,
        ),
      );
    });
    for (const path of PAGES) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.mouse.wheel(0, 4000);
      await page.waitForTimeout(600);
      const violations = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
      expect(violations, path).toEqual([]);
    }
    // Overlays insert their own runtime styles (React Aria's scroll lock, the toaster's sheet).
    await page.goto('/dashboard/', { waitUntil: 'networkidle' });
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    const afterOverlay = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
    expect(afterOverlay, 'search palette').toEqual([]);
  });
});
