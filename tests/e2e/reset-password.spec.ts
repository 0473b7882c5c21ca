// The password reset on the fake backend: "forgot password" sends the request, the fake backend's e-mail shows as a
// toast with its link, and the link's page sets the new password (its rule shown and checked), then signs in with it.
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

const SLOW = { timeout: 25_000 };
test.describe.configure({ timeout: 90_000 });

const hydrated = (page: Page) => page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));

const WORDS = {
  en: {
    prefix: '',
    email: 'E-mail',
    send: 'Send reset link',
    mail: 'Demo mailbox: e-mail to admin@stride.dev, “Reset your Stride password”',
    open: 'Open link',
    title: 'Choose a new password',
    password: 'New password',
    confirm: 'Confirm the new password',
    submit: 'Set new password',
    common: 'This password is too common. Choose another one.',
    mismatch: 'The two passwords do not match.',
    done: 'Your password has been changed. Sign in with the new one.',
    signIn: 'Sign in',
    passwordLabel: 'Password',
  },
  ar: {
    prefix: '/ar',
    email: 'البريد الإلكتروني',
    send: 'إرسال رابط إعادة التعيين',
    mail: 'بريد العرض التجريبي: رسالة إلى admin@stride.dev، «إعادة تعيين كلمة مرور Stride»',
    open: 'فتح الرابط',
    title: 'اختر كلمة مرور جديدة',
    password: 'كلمة المرور الجديدة',
    confirm: 'تأكيد كلمة المرور الجديدة',
    submit: 'حفظ كلمة المرور الجديدة',
    common: 'كلمة المرور هذه شائعة جدًا. اختر كلمة أخرى.',
    mismatch: '',
    done: 'تم تغيير كلمة المرور. سجّل الدخول بكلمة المرور الجديدة.',
    signIn: 'تسجيل الدخول',
    passwordLabel: 'كلمة المرور',
  },
} as const;

for (const lang of ['en', 'ar'] as const) {
  const w = WORDS[lang];
  test(`${lang}: forgot password mails a link (a toast on the fake backend) whose page sets the new password`, async ({ page }) => {
    await page.goto(`${w.prefix}/auth/forgot-password/`);
    await hydrated(page);
    await page.getByLabel(w.email).fill('admin@stride.dev');
    await page.getByRole('button', { name: w.send }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: w.mail });
    await expect(toast).toBeVisible(SLOW);
    await toast.getByRole('button', { name: w.open }).click();

    await expect(page).toHaveURL(new RegExp(`^[^?]*${w.prefix}/auth/reset-password/\\?token=[\\w-]{43}$`), SLOW);
    await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
    if (lang === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await hydrated(page);
    const password = page.getByLabel(w.password, { exact: true });
    const confirm = page.getByLabel(w.confirm);

    // A common password is refused by the backend, under the field; what was typed stays.
    await password.fill('qwertyuiop');
    await confirm.fill('qwertyuiop');
    await page.getByRole('button', { name: w.submit }).click();
    await expect(page.locator('main').getByText(w.common)).toBeVisible(SLOW);
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveValue('qwertyuiop');
    if (w.mismatch) {
      await password.fill('a-Fresh-passw0rd');
      await confirm.fill('a-Fresh-passw0rX');
      await page.getByRole('button', { name: w.submit }).click();
      await expect(page.locator('main').getByText(w.mismatch)).toBeVisible();
    }

    await password.fill('a-Fresh-passw0rd');
    await confirm.fill('a-Fresh-passw0rd');
    await page.getByRole('button', { name: w.submit }).click();
    await expect(page).toHaveURL(new RegExp(`${w.prefix}/auth/login/$`), SLOW);
    await expect(page.locator('[data-sonner-toast]').getByText(w.done)).toBeVisible();

    // The old password no longer signs in; the new one does.
    await hydrated(page);
    await page.getByLabel(w.email).fill('admin@stride.dev');
    await page.getByLabel(w.passwordLabel, { exact: true }).fill('a-Fresh-passw0rd');
    await page.getByRole('button', { name: w.signIn, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${w.prefix}/dashboard/$`), SLOW);
  });
}

test('a used link says so and offers a new one; a page without a link code too', async ({ page }) => {
  await page.goto('/auth/forgot-password/');
  await hydrated(page);
  await page.getByLabel('E-mail').fill('admin@stride.dev');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await page.locator('[data-sonner-toast]').getByRole('button', { name: 'Open link' }).click(SLOW);
  await expect(page).toHaveURL(/\/auth\/reset-password\/\?token=/, SLOW);
  const link = page.url();
  await hydrated(page);
  for (const attempt of [1, 2]) {
    if (attempt === 2) {
      await page.goto(link);
      await hydrated(page);
    }
    await page.getByLabel('New password', { exact: true }).fill(`attempt-${attempt}-Passw0rd`);
    await page.getByLabel('Confirm the new password').fill(`attempt-${attempt}-Passw0rd`);
    await page.getByRole('button', { name: 'Set new password' }).click();
    if (attempt === 1) await expect(page).toHaveURL(/\/auth\/login\/$/, SLOW);
  }
  const problem = page.locator('[data-reset-problem]');
  await expect(problem).toContainText('This reset link is invalid, already used or expired. Ask for a new one.', SLOW);
  await expect(problem.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/auth/forgot-password/');
  // The refusal's toast comes a moment after the message (its code loads on first use): checked once it is in.
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'This reset link is invalid' })).toBeVisible(SLOW);
  await expectNoAxeViolations(page);

  await page.goto('/ar/auth/reset-password/');
  await expect(page.locator('[data-reset-problem]')).toContainText('اطلب رسالة جديدة');
  await expect(page.locator('[data-reset-problem]').getByRole('link')).toHaveAttribute('href', '/ar/auth/forgot-password/');
});

for (const [mode, path] of [
  ['light', '/auth/reset-password/?token=x'],
  ['dark', '/ar/auth/reset-password/?token=x'],
] as const) {
  test(`axe: ${path} ${mode} showing field errors`, async ({ page }) => {
    await page.addInitScript((m) => localStorage.setItem('stride:settings', JSON.stringify({ mode: m })), mode);
    await page.goto(path);
    await hydrated(page);
    await page.locator('main form input').first().fill('   ');
    await page.locator('main form button[type=submit]').click();
    await expect(page.locator('main form [aria-invalid="true"]')).toHaveCount(2);
    await expectNoAxeViolations(page);
  });
}
