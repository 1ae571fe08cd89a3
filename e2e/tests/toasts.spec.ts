import { expect, test, type Page } from '@playwright/test';

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

/** Stops the page's clock (installed before it loaded) just ahead of now; from then on only `runFor` moves it. */
async function pauseClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  // pauseAt only goes forward: aim far enough ahead that a busy machine has not passed it yet.
  await page.clock.pauseAt(now + 100);
}

test('a server error shows its message; a network error shows "Unknown error"; both leave after 2 s', async ({ page }) => {
  // The page's timers run on Playwright's clock, so the test moves time on instead of waiting for it.
  await page.clock.install();
  await failPlatformCall(page, 'server');
  await page.goto('/h5');
  const toast = page.getByRole('alert').filter({ hasText: 'Layanan sedang sibuk' });
  await expect(toast).toBeVisible();
  await pauseClock(page);
  // The toast appeared moments before the pause (under a second, even on a busy machine), so
  // 1 s on it is still there and by 2.1 s gone.
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
  await page.clock.install();
  await failPlatformCall(page, 'network');
  await page.goto('/h5');
  const toast = page.getByRole('alert').filter({ hasText: 'Kesalahan tidak diketahui' });
  await toast.hover();
  await pauseClock(page);
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
