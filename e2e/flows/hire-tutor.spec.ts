import { expect, test } from '../support/test';
import { pickOption } from '../support/forms';

test('a visitor submits Hire a Tutor and the form resets', async ({ page }) => {
  await page.goto('/request_for_tutor');
  await expect(page.getByRole('heading', { name: 'Are you searching for a Tutor?' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Hire a Tutor' });

  // Terms unchecked: refused with the spec's text.
  await form.getByLabel('Student Name').fill('Ayesha Siddika');
  await form.getByLabel('Phone').fill('01712345678');
  await pickOption(page, 'Category', 'Bangla Medium');
  await pickOption(page, 'Class', 'Class 8');
  await pickOption(page, 'Subjects', 'Math', { multi: true });
  await expect(page.getByRole('button', { name: 'Remove Math' })).toBeVisible();
  await pickOption(page, 'District', 'Dhaka');
  await pickOption(page, 'Area', 'Dhanmondi');
  await form.getByLabel('Address').fill('House 12, Road 5, Dhanmondi');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please agree to our terms and policy.').first()).toBeVisible();

  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page
      .getByText(
        'Your tutor request has been submitted successfully. Our representative will contact you within 24 hours.',
      )
      .first(),
  ).toBeVisible();
  await expect(form.getByLabel('Student Name')).toHaveValue('');
});
