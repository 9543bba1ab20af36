import type { Locator, Page } from 'playwright-core';

/**
 * Chooses an option of a select (MUI's listbox) and waits until the field shows it: a click that
 * lands while the list is still opening is not taken, and the next step would act on the old value.
 */
export async function chooseOption(page: Page, combobox: Locator, name: string) {
  for (let attempt = 0; ; attempt += 1) {
    await combobox.click();
    await page.getByRole('option', { name }).click();
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    const chosen = combobox.filter({ hasText: name });
    if (attempt === 2) return chosen.waitFor({ timeout: 5_000 });
    if (await chosen.waitFor({ timeout: 2_000 }).then(() => true, () => false)) return;
  }
}
