// The password reset with PUBLIC_FAKE_BACKEND=false against the reference API server (project `api`): "forgot password"
// makes the server write an e-mail to its outbox; its link, opened as the person would, sets the new password, and
// only the new one signs in. In English and in Arabic, each with a fresh account of its own.
import { expect, test, type Page } from '@playwright/test';
import { linkOf, mailTo } from './outbox.ts';

const SLOW = { timeout: 30_000 };
test.describe.configure({ timeout: 180_000 });

const hydrated = (page: Page) => page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));

const WORDS = {
  en: {
    prefix: '',
    email: 'E-mail',
    send: 'Send reset link',
    subject: 'Reset your Stride password',
    password: 'New password',
    confirm: 'Confirm the new password',
    submit: 'Set new password',
    done: 'Your password has been changed. Sign in with the new one.',
    signIn: 'Sign in',
    passwordLabel: 'Password',
    wrong: 'Username or password is incorrect.',
  },
  ar: {
    prefix: '/ar',
    email: 'البريد الإلكتروني',
    send: 'إرسال رابط إعادة التعيين',
    subject: 'إعادة تعيين كلمة مرور Stride',
    password: 'كلمة المرور الجديدة',
    confirm: 'تأكيد كلمة المرور الجديدة',
    submit: 'حفظ كلمة المرور الجديدة',
    done: 'تم تغيير كلمة المرور. سجّل الدخول بكلمة المرور الجديدة.',
    signIn: 'تسجيل الدخول',
    passwordLabel: 'كلمة المرور',
    wrong: '',
  },
} as const;

async function signIn(page: Page, lang: keyof typeof WORDS, email: string, password: string) {
  const w = WORDS[lang];
  await hydrated(page);
  await page.getByLabel(w.email).fill(email);
  await page.getByLabel(w.passwordLabel, { exact: true }).fill(password);
  await page.getByRole('button', { name: w.signIn, exact: true }).click();
}

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: the e-mailed link of the outbox resets the password on the server`, async ({ page }) => {
    const w = WORDS[lang];
    const stamp = `${lang}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const account = { email: `reset-${stamp}@example.com`, username: `reset_${stamp}`, password: 'first-Passw0rd-1' };
    expect((await page.request.post('/users/register', { data: account })).status()).toBe(200);
    // A session from before the reset ends with it.
    const before = await page.request.post('/users/authenticate', { data: { email: account.email, password: account.password } });
    const { token } = (await before.json()) as { token: string };

    await page.goto(`${w.prefix}/auth/forgot-password/`);
    await hydrated(page);
    await page.getByLabel(w.email).fill(account.email);
    await page.getByRole('button', { name: w.send }).click();
    await expect(page.locator('[data-reset-sent]')).toContainText(account.email, SLOW);

    const mail = await mailTo(account.email);
    expect(mail.subject).toBe(w.subject);
    const link = linkOf(mail);
    expect(link).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+${w.prefix}/auth/reset-password/\\?token=[\\w-]{43}$`));
    await page.goto(link);
    await hydrated(page);
    await page.getByLabel(w.password, { exact: true }).fill('second-Passw0rd-2');
    await page.getByLabel(w.confirm).fill('second-Passw0rd-2');
    await page.getByRole('button', { name: w.submit }).click();
    await expect(page).toHaveURL(new RegExp(`${w.prefix}/auth/login/$`), SLOW);
    await expect(page.locator('[data-sonner-toast]').getByText(w.done)).toBeVisible();
    expect((await page.request.get('/users/me', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(401);

    if (w.wrong) {
      await signIn(page, lang, account.email, account.password);
      await expect(page.locator('[data-sonner-toast]').getByText(w.wrong)).toBeVisible(SLOW);
    }
    await signIn(page, lang, account.email, 'second-Passw0rd-2');
    await expect(page).toHaveURL(new RegExp(`${w.prefix}/dashboard/$`), SLOW);
  });
}
