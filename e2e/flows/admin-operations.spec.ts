import { expect, test, type Locator, type Page } from '../support/test';
import { adminLogsIn } from '../support/admin';
import { logInThroughUi, registerThroughApi } from '../support/auth';
import { logInThroughApi, uploadDocumentsThroughApi } from '../support/member';

/** A Mantine Select whose label carries the required asterisk: open, type when searchable, pick. */
async function pick(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  const name = new RegExp(`^${label}( \\*)?$`);
  const box = scope.getByRole('textbox', { name }).or(scope.getByRole('combobox', { name })).first();
  await box.click();
  if (await box.isEditable()) await box.fill(option);
  await page.getByRole('option', { name: option, exact: true }).first().click();
}

test('an admin approves a tutor whose documents are uploaded, and the tutor sees Verified', async ({ page, request }) => {
  const tutor = await registerThroughApi(request, 'tutor', 'Mahmuda Khatun');
  const session = await logInThroughApi(request, { email: tutor.email, password: tutor.password, userType: 'tutor' });
  await uploadDocumentsThroughApi(request, session);

  await adminLogsIn(page);
  await page.goto('/admin/tutors');
  await page.getByLabel('Search tutors').fill(tutor.email);
  // The search applies after a typing pause and reloads the table: wait for its one row (and the header), so the click
  // below does not land while the rows are being replaced.
  await expect(page).toHaveURL(/[?&]search=/);
  await expect(page.getByRole('row')).toHaveCount(2);
  const review = page.getByRole('button', { name: `Review ${tutor.name}` });
  await expect(review).toBeVisible();
  await review.click();
  const modal = page.getByRole('dialog', { name: 'Verify Tutor' });
  await expect(modal.getByRole('link', { name: /View Document/ }).first()).toBeVisible();
  await modal.getByRole('button', { name: 'Approve' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(tutor.name) }).getByText('Verified', { exact: true })).toBeVisible();

  await page.goto('/admin/login');
  await page.evaluate(() => localStorage.clear());
  await logInThroughUi(page, tutor);
  await expect(page.getByText('Verified', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Pending Verification')).toHaveCount(0);
});

test('an admin creates a tuition and it appears on the public board', async ({ page }) => {
  const location = `Road ${Date.now() % 100000}, Mirpur`;
  await adminLogsIn(page);
  await page.goto('/admin/create-tuition');
  const form = page.getByRole('form', { name: 'Create tuition' });
  await pick(page, form, 'District', 'Dhaka');
  await form.getByRole('textbox', { name: /^Area/ }).fill('Mirpur');
  await form.getByRole('textbox', { name: /^Location/ }).fill(location);
  await pick(page, form, 'Medium', 'Bangla Medium');
  await pick(page, form, 'Class level', 'Class 9');
  await pick(page, form, 'Preferred tutor', 'Female');
  await pick(page, form, 'Days per week', '4');
  await form.getByRole('textbox', { name: /^Salary/ }).fill('6000');
  await pick(page, form, 'Student gender', 'Female');
  await pick(page, form, 'Subjects', 'Physics');
  await form.getByRole('button', { name: 'Create Tuition' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  await page.goto('/tution_list?district=Dhaka');
  await expect(page.getByRole('article').filter({ hasText: 'Class 9' }).filter({ hasText: '6000' }).first()).toBeVisible();
});
