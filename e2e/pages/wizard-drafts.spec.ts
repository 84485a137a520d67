import { expect, test } from '../support/test';
import { logInThroughUi, registerThroughApi } from '../support/auth';

// The guardian's tutor-request wizard keeps what was typed across a reload (localStorage, per user) and says so;
// leaving for another page with changes asks first.
test('the tutor-request wizard restores its draft after a reload and asks before leaving', async ({ page, request }) => {
  const account = await registerThroughApi(request, 'student', 'Rumana Haque');
  await logInThroughUi(page, account);
  const userId = new URL(page.url()).pathname.split('/').pop()!;

  await page.goto(`/dashboardTutorRequest/${userId}`);
  await page.getByRole('textbox', { name: 'Student Name' }).fill('Ayaan Rahman');
  await page.reload();
  await expect(page.getByText('Draft restored')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Student Name' })).toHaveValue('Ayaan Rahman');

  // An in-app move asks; Stay keeps the page.
  await page.getByRole('link', { name: /FAQ/i }).first().click();
  await expect(page.getByRole('dialog', { name: 'Leave this page?' })).toBeVisible();
  await page.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboardTutorRequest/${userId}$`));

  // Start over forgets it: a reload shows an empty form.
  await page.getByRole('button', { name: 'Start over' }).click();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Student Name' })).toHaveValue('');
  await expect(page.getByText('Draft restored')).toHaveCount(0);
});
