import { expect, test } from '@playwright/test';
import { e164, newPhoneNumber, openOperatorConsole, signUpByApi } from './helpers/accounts.js';
import { expectNoSeriousViolations } from './helpers/axe.js';
import { field } from './helpers/forms.js';
import { expectNoSidewaysScroll, PASSWORD } from './helpers/money.js';

// The operators' side of the messages service, on a phone: a template edited with its live
// preview (then put back, for the journeys after this one), and the code a new user was sent,
// found by their number.
test('an operator edits a template with a preview, and finds a new user’s code by their number (en)', async ({ page, browser, baseURL }) => {
  // A sign-up, then a second browser for the console.
  test.setTimeout(60_000);
  const phone = newPhoneNumber();
  await signUpByApi(page.request, phone, PASSWORD);

  const ops = await openOperatorConsole(browser, baseURL!, 'en', '/ops/templates');
  await expect(ops.getByRole('heading', { level: 1, name: 'Message templates' })).toBeVisible();
  await ops.getByRole('combobox', { name: 'Message kind' }).click();
  await ops.getByRole('option', { name: 'recharge_paid' }).click();
  await ops.getByRole('combobox', { name: 'Language' }).click();
  await ops.getByRole('option', { name: 'English' }).click();
  await expect(ops.getByRole('heading', { level: 2, name: 'recharge_paid · English' })).toBeVisible();

  const short = field(ops, 'Short text (SMS and WhatsApp)');
  await short.fill('Top-up received: ');
  await ops.getByRole('button', { name: 'Insert {amount}' }).click();
  await expect(short).toHaveValue('Top-up received: {amount}');
  const preview = ops.getByRole('region', { name: 'Preview with sample values' });
  await expect(preview.getByText(/^Top-up received: Rp\s?[\d.]+$/)).toBeVisible();
  await expect(preview.getByText('SMS segments: 1')).toBeVisible();
  await expectNoSidewaysScroll(ops);
  await expectNoSeriousViolations(ops);

  await ops.getByRole('button', { name: 'Save' }).click();
  await expect(ops.getByText('The recharge_paid template in English was saved.')).toBeVisible();
  await expect(ops.getByText('Edited by an operator')).toBeVisible();
  // Put the built-in texts back.
  await ops.getByRole('button', { name: 'Restore built-in' }).click();
  await ops.getByRole('dialog').getByRole('button', { name: 'Restore built-in' }).click();
  await expect(ops.getByText('The recharge_paid template in English is back to its built-in texts.')).toBeVisible();
  await expect(short).toHaveValue('Your recharge of {amount} is in your balance.');

  // The deliveries, from the console's navigation.
  await ops.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Deliveries' }).click();
  await expect(ops.getByRole('heading', { level: 1, name: 'Deliveries' })).toBeVisible();
  await field(ops, 'Recipient').fill(e164(phone));
  await ops.getByRole('button', { name: 'Search' }).click();
  const code = ops.getByRole('listitem').filter({ has: ops.getByRole('heading', { level: 2, name: 'sign_up_code' }) });
  await expect(code).toHaveCount(1);
  await expect(code).toContainText(e164(phone));
  // A code is never sent again by hand, and its text stays hidden.
  await expect(code.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await code.getByText('Text and attempts').click();
  await expect(code.getByText(/••••••/)).toBeVisible();
  await expectNoSidewaysScroll(ops);
  await expectNoSeriousViolations(ops);
  await ops.context().close();
});
