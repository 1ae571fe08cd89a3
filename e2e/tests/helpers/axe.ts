import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Runs axe on the page as it is now, in the light and the dark theme; no serious or critical violation may remain. */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  // Contrast is judged on settled colours, not mid-way through a fade or a theme transition. The
  // Content-Security-Policy refuses inline styles, so the rule comes as a same-origin stylesheet.
  await page.route('**/e2e/no-motion.css', (route) =>
    route.fulfill({ contentType: 'text/css', body: '*, *::before, *::after { transition: none !important; animation: none !important; }' }),
  );
  await page.addStyleTag({ url: '/e2e/no-motion.css' });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
}
