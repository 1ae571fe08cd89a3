import { test } from '@playwright/test';
import { expectNoSeriousViolations } from './helpers/axe.js';

for (const path of ['/h5', '/h5/account', '/h5/question', '/h5/merchant', '/down', '/h5/no-such-page']) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expectNoSeriousViolations(page);
  });
}
