import { expect, test } from '@playwright/test';

// The gateway sends the same Content-Security-Policy as the web image (script-src and style-src
// 'self' only). The shell, the Module Federation runtime and both remotes must run under it.
const pages = ['/h5', '/h5/account', '/h5/question', '/h5/signin', '/h5/signup', '/h5/merchant', '/h5/no-such-page'];

test('every page loads its remotes under the Content-Security-Policy without a violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      // The console reaches the test across navigations; a page variable would not.
      // eslint-disable-next-line no-console
      console.error(`Refused to load: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });

  const first = await page.goto(pages[0]!);
  expect(first?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { name: 'Selamat datang di Nusa Mart' })).toBeVisible();
  for (const path of pages.slice(1)) {
    await page.goto(path);
    await expect(page.locator('main, [role="main"], h1').first()).toBeVisible();
  }
  // Colour mode and language switches restyle the page at run time.
  await page.goto('/h5/account');
  const preferences = page.getByRole('region', { name: 'Preferensi' });
  await preferences.getByLabel('Tema').selectOption('dark');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await preferences.getByLabel('Bahasa').selectOption('en');
  await expect(page.getByRole('heading', { name: 'You are not signed in' })).toBeVisible();

  expect(violations).toEqual([]);
});
