import { expect, type Page } from '@playwright/test';

/** An input by its label; a required field's label ends in a visual asterisk. */
export function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${label.replace(/[?()]/g, '\\$&')}( \\*)?$`));
}

/** The address picker's labels, in the page's language. */
interface AreaLabels {
  province: string;
  city: string;
  district: string;
}

/** Picks a province, city/regency and district, filtering each list by typing as a shopper would. */
export async function pickArea(page: Page, labels: AreaLabels, province: string, city: string, district: string) {
  for (const [label, name] of [
    [labels.province, province],
    [labels.city, city],
    [labels.district, district],
  ] as const) {
    const combobox = page.getByRole('combobox', { name: label, exact: true });
    await combobox.click();
    await combobox.fill(name.slice(0, 5));
    await page.getByRole('option', { name, exact: true }).click();
    await expect(combobox).toHaveValue(name);
  }
}
