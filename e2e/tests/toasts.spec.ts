import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * A signed-in shopper's account page, whose calls (made in the browser: the server never sees
 * the session) fail, so the shell shows its error toast. Each answer waits for `answer()`.
 */
function failAccountCalls(page: Page, how: 'network' | 'server') {
  let asked!: () => void;
  let answer!: () => void;
  const requested = new Promise<void>((resolve) => (asked = resolve));
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const ready = (async () => {
    await page.addInitScript(() => localStorage.setItem('shop-token', 'a-session-token'));
    await page.route('**/trpc/**', async (route) => {
      asked();
      await answered;
      await (how === 'network'
        ? route.abort()
        : route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify([{ error: { json: { message: 'Layanan sedang sibuk', code: -32603, data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 } } } }]),
          }));
    });
  })();
  return { ready, requested, answer };
}

/**
 * Loads `path` with the page's clock installed, stops it once the page has asked for its data,
 * then lets the failure through and moves the clock on in 50 ms steps until `toast` shows, so the
 * toast is known to be at most one step old however busy the machine is (waiting for it on a
 * running clock let a slow machine age it past the test's first second).
 */
async function showOnStoppedClock(page: Page, toast: Locator, path: string, calls: ReturnType<typeof failAccountCalls>) {
  await calls.ready;
  await page.clock.install();
  await page.goto(path);
  await calls.requested;
  await page.clock.pauseAt(Date.now() + 1000);
  calls.answer();
  await expect
    .poll(async () => {
      await page.clock.runFor(50);
      return toast.isVisible();
    })
    .toBe(true);
}

test('a server error shows its message; a network error shows "Unknown error"; both leave after 2 s', async ({ page }) => {
  // The page's timers run on Playwright's clock, so the test moves time on instead of waiting for it.
  const toast = page.getByRole('alert').filter({ hasText: 'Layanan sedang sibuk' });
  await showOnStoppedClock(page, toast, '/h5/account', failAccountCalls(page, 'server'));
  // The toast is at most 50 ms old: 1 s on it is still there and by 2.1 s gone.
  await page.clock.runFor(1000);
  await expect(toast).toBeVisible();
  await page.clock.runFor(1100);
  await expect(toast).toBeHidden();
  // Loading a page needs its timers to run (React reveals content on one).
  await page.clock.resume();

  await page.unroute('**/trpc/**');
  const networkFailure = failAccountCalls(page, 'network');
  networkFailure.answer();
  await networkFailure.ready;
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: 'Kesalahan tidak diketahui' })).toBeVisible();
});

test('hovering pauses the timeout and leaving resumes it; the close button removes it', async ({ page }) => {
  const toast = page.getByRole('alert').filter({ hasText: 'Kesalahan tidak diketahui' });
  await showOnStoppedClock(page, toast, '/h5/account', failAccountCalls(page, 'network'));
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
