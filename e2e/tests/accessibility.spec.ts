import { test } from '@playwright/test';
import { expectNoSeriousViolations } from './helpers/axe.js';

// The street and the demo store's page (store 1, seeded by `npm start` and the e2e stack) are public.
for (const path of ['/h5', '/h5/account', '/h5/question', '/h5/merchant', '/h5/merchant/street', '/h5/merchant/shop/1', '/h5/products/1', '/h5/search', '/h5/category', '/h5/products/list?keyword=kemeja', '/down', '/h5/no-such-page']) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expectNoSeriousViolations(page);
  });
}
