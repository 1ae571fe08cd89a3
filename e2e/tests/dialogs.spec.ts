import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import { addAddressByApi, newPhoneNumber, openSignedIn, signUpByApi } from './helpers/accounts.js';

// Modals are native <dialog>s shown with showModal(): the page behind them is inert, and the
// toasts (loading, errors) move into the open dialog's top layer so they stay visible and usable.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('shop-download-dismissed', '1'));
});

/** What sits on top at the centre of `locator`: the element a tap there would reach. */
async function topElementAt(page: Page, locator: Locator): Promise<{ inDialog: boolean; inToast: boolean; blocker: boolean }> {
  const box = (await locator.boundingBox())!;
  return page.evaluate(({ x, y }) => {
    const element = document.elementFromPoint(x, y);
    return {
      inDialog: Boolean(element?.closest('dialog')),
      inToast: Boolean(element?.closest('.ui-toast')),
      blocker: Boolean(element?.classList.contains('shell-blocker')),
    };
  }, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
}

/** A tRPC error answer for a single call, as the BFF sends it. */
function serverError(route: Route, message: string) {
  return route.fulfill({
    status: 500,
    contentType: 'application/json',
    body: JSON.stringify([{ error: { json: { message, code: -32603, data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 } } } }]),
  });
}

test('the address dialog: inert page, toasts above it and usable, Escape closes it and focus returns', async ({ page }) => {
  test.setTimeout(60_000);
  const token = await signUpByApi(page.request, newPhoneNumber(), 'Rahasia1');
  await addAddressByApi(page.request, token, 'Siti Nurhaliza');
  await openSignedIn(page, token);
  await page.goto('/h5/delivery');

  const back = page.getByRole('button', { name: /Kembali/ });
  const edit = page.getByRole('button', { name: 'Ubah', exact: true });
  await edit.click();
  const dialog = page.getByRole('dialog', { name: 'Ubah alamat' });
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Kecamatan', exact: true })).toHaveValue('Gambir');

  // The page behind is inert: taps land on the dialog's backdrop, Tab never leaves the dialog,
  // and the page does not scroll.
  expect((await topElementAt(page, back)).inDialog).toBe(true);
  await page.evaluate(() => {
    const outside: string[] = [];
    Object.assign(window, { focusedOutsideDialog: outside });
    document.addEventListener('focusin', (event) => {
      if (!(event.target as Element).closest('dialog')) outside.push((event.target as Element).outerHTML.slice(0, 80));
    });
  });
  for (let press = 0; press < 12; press += 1) await page.keyboard.press('Tab');
  expect(await page.evaluate(() => (window as unknown as { focusedOutsideDialog: string[] }).focusedOutsideDialog)).toEqual([]);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');

  // Saving shows the blocking loading toast above the dialog; its cover takes taps meant for the form.
  let heldSave: Route | undefined;
  await page.route('**/trpc/address.update**', (route) => {
    heldSave = route;
  });
  const save = dialog.getByRole('button', { name: 'Simpan alamat' });
  await save.click();
  await expect.poll(() => heldSave !== undefined).toBe(true);
  const loading = page.getByRole('status').filter({ hasText: 'Mohon tunggu…' });
  await expect(loading).toBeVisible();
  expect((await topElementAt(page, loading)).inToast).toBe(true);
  const recipient = dialog.getByLabel(/^Nama penerima/);
  expect((await topElementAt(page, recipient)).blocker).toBe(true);

  // The server's error arrives as a toast above the dialog, which stays open; its close button works.
  await serverError(heldSave!, 'Layanan sedang sibuk');
  const error = page.getByRole('alert').filter({ hasText: 'Layanan sedang sibuk' });
  await expect(error).toBeVisible();
  await expect(loading).toBeHidden();
  expect((await topElementAt(page, error)).inToast).toBe(true);
  expect((await topElementAt(page, recipient)).inDialog).toBe(true);
  await error.getByRole('button', { name: 'Tutup' }).click();
  await expect(error).toBeHidden();
  await expect(dialog).toBeVisible();

  // Escape closes the dialog and focus goes back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');

  // A real tap where the back button shows through lands on the backdrop: it closes the dialog
  // and the page does not go back.
  await edit.click();
  await expect(dialog).toBeVisible();
  const backBox = (await back.boundingBox())!;
  await page.mouse.click(backBox.x + backBox.width / 2, backBox.y + backBox.height / 2);
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/h5\/delivery$/);
});
