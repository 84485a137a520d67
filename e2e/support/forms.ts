import { expect, type Page } from '@playwright/test';

/** Chooses an option in a Mantine Select the way a person does: open it, type when it is searchable, pick. */
export async function pickOption(page: Page, label: string, option: string, { multi = false } = {}): Promise<void> {
  const box = page
    .getByRole('textbox', { name: label, exact: true })
    .or(page.getByRole('combobox', { name: label, exact: true }))
    .first();
  const choice = page.getByRole('option', { name: option, exact: true }).first();
  // On a page the server rendered, a list's Select is taken over once its chunk has arrived (LazySelect); a click
  // before that opens nothing, as for a person, who taps again: so does this, until the options show.
  await expect(async () => {
    await box.click();
    if (await box.isEditable()) await box.fill(option);
    await expect(choice).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
  await choice.click();
  if (!multi) await expect(box).toHaveValue(option);
  else await page.keyboard.press('Escape');
}
