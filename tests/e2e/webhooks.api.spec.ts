// Webhooks against the reference server (project `api`, WEBHOOK_ALLOW_PRIVATE=true in playwright.config.ts so the
// receiver on this host may be delivered to): an administrator adds an endpoint, sends a test event, the receiver gets
// it signed with the secret shown once, and the delivery log shows it delivered with the receiver's answer.
import { expect, test } from '@playwright/test';
import { signInWithPassword } from './sign-in-steps.ts';
import { Webhook } from 'standardwebhooks';
import { startReceiver, type Receiver } from '../../server/webhooks/receiver.ts';

const SLOW = { timeout: 30_000 };
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let receiver: Receiver;
test.beforeAll(async () => void (receiver = await startReceiver([200])));
test.afterAll(() => receiver.close());

test('add a webhook, send a test event, see it delivered in the log and verified by the receiver', async ({ page }) => {
  await signInWithPassword(page, 'admin@stride.dev');
  await page.goto('/admin/webhooks/');
  const screen = page.getByTestId('admin-webhooks');
  await screen.getByRole('button', { name: 'Add endpoint' }).first().click();
  const dialog = page.getByTestId('webhook-dialog');
  await dialog.getByLabel('URL').fill(receiver.url);
  await dialog.getByRole('group', { name: 'Orders' }).getByLabel('Updated').check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  const secretBox = page.getByTestId('webhook-secret');
  const secret = (await secretBox.locator('[data-secret]').textContent({ timeout: 30_000 }))!.trim();
  expect(secret).toMatch(/^whsec_/);
  await secretBox.getByRole('button', { name: 'Done' }).click();

  const card = screen.locator(`li[data-webhook="${receiver.url}"]`);
  await card.getByRole('button', { name: /^Delivery log/ }).click();
  const log = card.getByTestId('delivery-log');
  await log.getByRole('button', { name: 'Send test event' }).click();
  await receiver.waitFor(1, 30_000);
  const [got] = receiver.received;
  expect(new Webhook(secret).verify(got!.body, got!.headers as Record<string, string>)).toMatchObject({ type: 'webhook.test' });

  // Delivered once the attempt is recorded: the log is read again until it says so.
  const delivery = log.locator('li[data-delivery="webhook.test"]');
  await expect(async () => {
    await log.getByRole('button', { name: 'Refresh' }).click();
    await expect(delivery).toContainText('Delivered', { timeout: 1000 });
  }).toPass(SLOW);
  await expect(delivery).toContainText('HTTP 200');
  await expect(delivery.locator('pre').first()).toHaveText('got 1');

  await card.getByRole('button', { name: /^Delete/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(card).toHaveCount(0, SLOW);
});
