import { expect, test } from '../support/test';
import { logInThroughUi, registerThroughApi } from '../support/auth';
import { pickOption } from '../support/forms';

test('a guardian posts a tutor request through the wizard and sees it under Posted Job', async ({ page, request }) => {
  const guardian = await registerThroughApi(request, 'student', 'Shirin Sultana');
  await logInThroughUi(page, guardian);
  const userId = new URL(page.url()).pathname.split('/').pop()!;

  await page.goto(`/dashboardTutorRequest/${userId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'New Tutor Request' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Member menu' })).toContainText('Shirin Sultana');
  const form = page.getByRole('form', { name: 'New tutor request' });

  // Step 1: Next is blocked until the required fields are filled.
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(form.getByText('Student Name is required')).toBeVisible();
  await form.getByLabel('Student Name').fill('Rafid Hasan');
  await form.getByRole('radio', { name: 'Male', exact: true }).check();
  await pickOption(page, 'District', 'Dhaka');
  await pickOption(page, 'Area', 'Dhanmondi');
  await form.getByRole('button', { name: 'Next' }).click();

  // Step 2: subjects as chips; "All" is never offered.
  await expect(form.getByRole('heading', { level: 2, name: 'Tuition Info' })).toBeVisible();
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(form.getByText('Please select at least one subject')).toBeVisible();
  await pickOption(page, 'Category', 'Bangla Medium');
  await pickOption(page, 'Class', 'Class 9');
  await pickOption(page, 'Subjects', 'Physics', { multi: true });
  await pickOption(page, 'Subjects', 'Chemistry', { multi: true });
  await form.getByRole('button', { name: 'Remove Chemistry' }).click();
  await expect(form.getByRole('list', { name: 'Selected subjects' })).toHaveText('Physics');
  await form.getByRole('button', { name: 'Next' }).click();

  // Step 3: Submit stays disabled until the terms are agreed.
  await expect(form.getByRole('heading', { level: 2, name: 'Tutor Details' })).toBeVisible();
  await form.getByLabel('Preferred Time').fill('After 4 PM');
  await form.getByLabel('Salary Range').fill('5000-6000');
  const submit = form.getByRole('button', { name: 'Submit Request' });
  await expect(submit).toBeDisabled();
  await form.getByRole('checkbox', { name: 'I agree to the terms and conditions' }).check();
  await submit.click();

  await expect(form.getByRole('status')).toContainText('Your tutor request has been submitted successfully!');
  await expect(form.getByRole('heading', { level: 2, name: 'Student Info' })).toBeVisible();
  await expect(form.getByLabel('Student Name')).toHaveValue('');

  await form.getByRole('link', { name: 'View your posted jobs' }).click();
  await expect(page).toHaveURL(new RegExp(`/studentPostedJobs/${userId}$`));
  await expect(page.getByText('Rafid Hasan').first()).toBeVisible();
  await expect(page.getByText(/Dhanmondi,\s*Dhaka/).first()).toBeVisible();
});
