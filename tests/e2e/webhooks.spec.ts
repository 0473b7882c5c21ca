import { expect, expectNoAxeViolations, test } from './fixtures.ts';

/**
 * Webhooks on the fake backend: an endpoint added shows its secret once, a test event is in its delivery log marked
 * not sent (a browser cannot deliver a webhook), with the signed headers the server would have sent; the screen
 * passes axe with the dialog and the log open.
 */

const SLOW = { timeout: 30_000 };
test.use({ signedInAsDemo: true });
test.describe.configure({ timeout: 90_000 });

test('add an endpoint, see its secret once, send a test event and find it in the log, not sent', async ({ page }) => {
  await page.goto('/admin/webhooks/');
  const screen = page.getByTestId('admin-webhooks');
  await expect(screen.getByText('No endpoints yet.', { exact: false })).toBeVisible(SLOW);
  await screen.getByRole('button', { name: 'Add endpoint' }).first().click();
  const dialog = page.getByTestId('webhook-dialog');
  await dialog.getByLabel('URL').fill('https://crm.example.com/hooks');
  await dialog.getByLabel('Description').fill('CRM');
  // Saving without an event says so at the field.
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Choose at least one event.')).toBeVisible();
  await dialog.getByRole('group', { name: 'Departments' }).getByLabel('Updated').check();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save' }).click();

  const secret = page.getByTestId('webhook-secret');
  await expect(secret.locator('[data-secret]')).toHaveText(/^whsec_[A-Za-z0-9+/]{32}$/, SLOW);
  await secret.getByRole('button', { name: 'Done' }).click();
  await expect(secret).toBeHidden();

  const card = screen.locator('li[data-webhook="https://crm.example.com/hooks"]');
  await expect(card).toContainText('1 event');
  await card.getByRole('button', { name: /^Delivery log/ }).click();
  const log = card.getByTestId('delivery-log');
  await expect(log.getByText('No deliveries yet.')).toBeVisible(SLOW);
  await log.getByRole('button', { name: 'Send test event' }).click();
  const delivery = log.locator('li[data-delivery="webhook.test"]');
  await expect(delivery).toContainText('Not sent (demo)', SLOW);
  await delivery.getByText('Payload and headers').click();
  await expect(delivery.locator('pre')).toContainText(/webhook-signature: v1,[A-Za-z0-9+/]+=*/);
  await expectNoAxeViolations(page);
});
