import { expect, test } from '../support/test';
import { pickOption } from '../support/forms';

test('a visitor filters tutors by district and opens one', async ({ page }) => {
  await page.goto('/premium_tutor');
  await expect(page.getByRole('heading', { name: 'Find the Perfect Tutor' })).toBeVisible();
  const countLine = page.getByText(/tutors? match(es)? your filters/).first();
  await expect(countLine).toBeVisible();
  const allCount = Number((await countLine.textContent())?.match(/\d+/)?.[0]);
  expect(allCount).toBeGreaterThan(0);

  await pickOption(page, 'District', 'Dhaka');
  await expect(page).toHaveURL(/district=Dhaka/);
  // Area appears only for Dhaka.
  await expect(page.getByRole('textbox', { name: 'Area', exact: true }).or(page.getByRole('combobox', { name: 'Area', exact: true })).first()).toBeVisible();
  await expect(countLine).not.toHaveText(`${allCount} tutors match your filters`);

  const firstCard = page.getByRole('link', { name: /^View Details of / }).first();
  const name = (await firstCard.getAttribute('aria-label'))?.replace('View Details of ', '') ?? '';
  await firstCard.click();
  await expect(page).toHaveURL(/\/premium_tutor_details\/[\w-]+/);
  await expect(page.getByText('Tutor Profile').first()).toBeVisible();
  await expect(page.getByRole('heading', { name }).first()).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Tuition Information' })).toBeVisible();
  await page.getByRole('tab', { name: 'Educational Qualification' }).click();
  await expect(page.getByText('Educational Background')).toBeVisible();
});
