import { expect, test, type Locator, type Page } from '@playwright/test';

/** Makes the start-up platform call fail so the shell shows its error toast. */
async function failPlatformCall(page: Page, how: 'network' | 'server') {
  await page.route('**/trpc/user.platform**', (route) =>
    how === 'network'
      ? route.abort()
      : route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify([{ error: { json: { message: 'Layanan sedang sibuk', code: -32603, data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 } } } }]),
        }),
  );
}

/**
 * Stops the page's clock before it loads and moves it on in 50 ms steps until `toast` shows, so the
 * toast is known to be at most one step old however busy the machine is (waiting for it on a
 * running clock let a slow machine age it past the test's first second).
 */
async function showOnStoppedClock(page: Page, toast: Locator, path: string) {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto(path);
  await expect
    .poll(async () => {
      await page.clock.runFor(50);
      return toast.isVisible();
    })
    .toBe(true);
}

test('a server error shows its message; a network error shows "Unknown error"; both leave after 2 s', async ({ page }) => {
  // The page's timers run on Playwright's clock, so the test moves time on instead of waiting for it.
  await failPlatformCall(page, 'server');
  const toast = page.getByRole('alert').filter({ hasText: 'Layanan sedang sibuk' });
  await showOnStoppedClock(page, toast, '/h5');
  // The toast is at most 50 ms old: 1 s on it is still there and by 2.1 s gone.
  await page.clock.runFor(1000);
  await expect(toast).toBeVisible();
  await page.clock.runFor(1100);
  await expect(toast).toBeHidden();
  // Loading a page needs its timers to run (React reveals content on one).
  await page.clock.resume();

  await page.unroute('**/trpc/user.platform**');
  await failPlatformCall(page, 'network');
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: 'Kesalahan tidak diketahui' })).toBeVisible();
});

test('hovering pauses the timeout and leaving resumes it; the close button removes it', async ({ page }) => {
  await failPlatformCall(page, 'network');
  const toast = page.getByRole('alert').filter({ hasText: 'Kesalahan tidak diketahui' });
  await showOnStoppedClock(page, toast, '/h5');
  await toast.hover();
  await page.clock.runFor(3000);
  await expect(toast).toBeVisible();
  await page.mouse.move(5, 5);
  await page.clock.runFor(2100);
  await expect(toast).toBeHidden();

  await page.clock.resume();
  await page.reload();
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Tutup' }).click();
  await expect(toast).toBeHidden();
});

test('a toast action runs and removes the toast (new build: reload)', async ({ page }) => {
  await page.route('**/builds/latest.json', (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify({ id: 'a-newer-build', timestamp: Date.now() }) }),
  );
  await page.goto('/h5');
  const toast = page.getByRole('status').filter({ hasText: 'Versi baru tersedia.' });
  await expect(toast).toBeVisible({ timeout: 5000 });
  const reloaded = page.waitForEvent('load');
  await toast.getByRole('button', { name: 'Muat ulang' }).click();
  await reloaded;
});
