import { expect, test, type Page, type Request } from '@playwright/test';
import { listAddressesByApi, newPhoneNumber, openSignedIn, signUpByApi } from './helpers/accounts.js';
import { field, pickArea } from './helpers/forms.js';

// A mutation whose answer is lost on the way back (the server did the work, the browser saw a
// network error) is pressed again: the same form is the same intent, so it carries the same
// idempotency key and the server answers it without doing the work twice.

const texts = {
  noAddress: 'No delivery addresses yet',
  addAddress: 'Add address',
  newAddress: 'New address',
  recipientName: 'Recipient name',
  phone: 'Phone number',
  province: 'Province',
  city: 'City / regency',
  district: 'District',
  detail: 'Detailed address',
  save: 'Save address',
  unknownError: 'Unknown error',
  closeToast: 'Close',
};

test.beforeEach(async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'shop-locale', value: 'en', url: baseURL! }]);
  // The download banner would cover the dialog's buttons.
  await page.addInitScript(() => localStorage.setItem('shop-download-dismissed', '1'));
});

/**
 * Every `address.create` request the page sends, in order. The first reaches the server, which
 * creates the address, but its answer never reaches the page; later ones pass untouched.
 */
async function loseFirstCreateAnswer(page: Page): Promise<Request[]> {
  const requests: Request[] = [];
  await page.route('**/trpc/address.create**', async (route) => {
    requests.push(route.request());
    if (requests.length > 1) return route.continue();
    const response = await route.fetch();
    expect(response.ok(), await response.text()).toBe(true);
    await route.abort('connectionreset');
  });
  return requests;
}

async function signedInOnEmptyDelivery(page: Page): Promise<string> {
  const token = await signUpByApi(page.request, newPhoneNumber(), 'Rahasia1');
  await openSignedIn(page, token);
  await page.goto('/h5/delivery');
  await expect(page.getByRole('heading', { name: texts.noAddress })).toBeVisible();
  return token;
}

async function fillNewAddress(page: Page, recipientName: string) {
  await page.getByRole('button', { name: texts.addAddress }).click();
  await field(page, texts.recipientName).fill(recipientName);
  await field(page, texts.phone).fill('081298765432');
  await pickArea(page, texts, 'Daerah Khusus Ibukota Jakarta', 'Kota Administrasi Jakarta Pusat', 'Gambir');
  await field(page, texts.detail).fill('Jl. Medan Merdeka Barat No. 12');
}

/**
 * Presses Save; the lost answer shows the page's network error and leaves the dialog open. The
 * shopper closes the error, which lies over the Save button.
 */
async function saveAndLoseTheAnswer(page: Page) {
  const dialog = page.getByRole('dialog', { name: texts.newAddress });
  await dialog.getByRole('button', { name: texts.save }).click();
  const error = page.getByRole('alert').filter({ hasText: texts.unknownError });
  await expect(error).toBeVisible();
  await expect(dialog).toBeVisible();
  await error.getByRole('button', { name: texts.closeToast }).click();
  await expect(error).toBeHidden();
}

function addressCards(page: Page) {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading') });
}

test('pressing Save again after a lost answer resends the same key and adds the address once', async ({ page }) => {
  test.setTimeout(60_000);
  const token = await signedInOnEmptyDelivery(page);
  const requests = await loseFirstCreateAnswer(page);
  await fillNewAddress(page, 'Budi Santoso');
  await saveAndLoseTheAnswer(page);

  // The shopper presses Save again without touching the form.
  const dialog = page.getByRole('dialog', { name: texts.newAddress });
  await dialog.getByRole('button', { name: texts.save }).click();
  await expect(dialog).toBeHidden();

  expect(requests).toHaveLength(2);
  const [firstKey, secondKey] = await Promise.all(requests.map((request) => request.headerValue('idempotency-key')));
  expect(firstKey).toBeTruthy();
  expect(secondKey).toBe(firstKey);

  await expect(addressCards(page)).toHaveCount(1);
  await page.reload();
  await expect(addressCards(page)).toHaveCount(1);
  await expect(addressCards(page)).toContainText('Budi Santoso');
  expect((await listAddressesByApi(page.request, token)).map((address) => address.recipientName)).toEqual(['Budi Santoso']);
});

test('after editing the form, pressing Save is a new intent with a new key', async ({ page }) => {
  test.setTimeout(60_000);
  const token = await signedInOnEmptyDelivery(page);
  const requests = await loseFirstCreateAnswer(page);
  await fillNewAddress(page, 'Budi Santoso');
  await saveAndLoseTheAnswer(page);

  // The shopper corrects the name before pressing again: a different address, so a new key, and
  // the server creates it rather than answering with the first one.
  const dialog = page.getByRole('dialog', { name: texts.newAddress });
  await field(page, texts.recipientName).fill('Budi Setiawan');
  await dialog.getByRole('button', { name: texts.save }).click();
  await expect(dialog).toBeHidden();

  expect(requests).toHaveLength(2);
  const [firstKey, secondKey] = await Promise.all(requests.map((request) => request.headerValue('idempotency-key')));
  expect(firstKey).toBeTruthy();
  expect(secondKey).toBeTruthy();
  expect(secondKey).not.toBe(firstKey);

  await expect(addressCards(page)).toHaveCount(2);
  const names = (await listAddressesByApi(page.request, token)).map((address) => address.recipientName);
  expect(names.sort()).toEqual(['Budi Santoso', 'Budi Setiawan']);
});
