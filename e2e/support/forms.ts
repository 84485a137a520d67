import { expect, type Page } from '@playwright/test';

/** Chooses an option in a Mantine Select the way a person does: open it, type when it is searchable, pick. */
export async function pickOption(page: Page, label: string, option: string, { multi = false } = {}): Promise<void> {
  const box = page
    .getByRole('textbox', { name: label, exact: true })
    .or(page.getByRole('combobox', { name: label, exact: true }))
    .first();
  await box.click();
  if (await box.isEditable()) await box.fill(option);
  await page.getByRole('option', { name: option, exact: true }).first().click();
  if (!multi) await expect(box).toHaveValue(option);
  else await page.keyboard.press('Escape');
}
