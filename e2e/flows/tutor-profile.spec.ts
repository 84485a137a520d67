import { expect, test, type Page } from '../support/test';
import { logInThroughUi, registerThroughApi } from '../support/auth';
import { ONE_PIXEL_PNG, pickIn, pickManyIn } from '../support/member';

async function fillSchoolExam(
  page: Page,
  legend: string,
  values: { institute: string; curriculum: string; group: string; year: string; result: string },
): Promise<void> {
  const block = page.getByRole('group', { name: legend });
  await block.getByRole('textbox', { name: 'Institute' }).fill(values.institute);
  await pickIn(page, block, 'Curriculum', values.curriculum);
  await pickIn(page, block, 'Group', values.group);
  await block.getByRole('textbox', { name: 'Passing Year' }).fill(values.year);
  await block.getByRole('textbox', { name: 'Result' }).fill(values.result);
}

test('a new tutor completes the profile wizard with both documents and sees Pending Verification', async ({
  page,
  request,
}) => {
  const tutor = await registerThroughApi(request, 'tutor', 'Nusrat Wizard');
  await logInThroughUi(page, tutor);
  const id = /\/dashboard\/([\w-]+)$/.exec(page.url())?.[1];
  expect(id).toBeTruthy();

  // A new tutor is not verified yet; the menu leads to the wizard.
  await expect(page.getByText('Pending Verification')).toBeVisible();
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Update Profile' }).click();
  await expect(page).toHaveURL(new RegExp(`/update-profile/${id}$`));
  await expect(page.getByRole('heading', { name: 'Update Tutor Profile' })).toBeVisible();
  // The heading of the step on screen (the wizard moves the focus to it).
  const step = page.locator('#tutor-profile-step-heading');
  const next = page.getByRole('button', { name: 'Next' });

  // Step 1, Education: Next is refused until SSC and HSC are complete.
  await expect(step).toHaveText('Education');
  await next.click();
  await expect(page.getByText('Please complete all required SSC and HSC fields')).toBeVisible();
  await expect(step).toHaveText('Education');

  await fillSchoolExam(page, 'SSC / O-level / Dakhil', {
    institute: 'Motijheel Govt. Boys High School',
    curriculum: 'Bangla Version',
    group: 'Science',
    year: '2016',
    result: 'GPA 5.00',
  });
  // HSC still missing: still blocked.
  await next.click();
  await expect(page.getByText('Please complete all required SSC and HSC fields')).toBeVisible();
  await expect(step).toHaveText('Education');

  await fillSchoolExam(page, 'HSC / A level / Alim', {
    institute: 'Notre Dame College',
    curriculum: 'Bangla Version',
    group: 'Science',
    year: '2018',
    result: 'GPA 5.00',
  });
  await next.click();

  // Step 2, Tuition.
  await expect(step).toHaveText('Tuition Preferences');
  await expect(page.getByText('Please complete all required SSC and HSC fields')).toHaveCount(0);
  const section = page.getByRole('region', { name: 'Tuition Preferences' });
  await pickIn(page, section, 'District', 'Dhaka');
  await pickManyIn(page, section, 'Preferred Areas', 'Dhanmondi');
  await pickManyIn(page, section, 'Preferred Subjects', 'Physics');
  await section.getByRole('checkbox', { name: 'Evening' }).check();
  await section.getByRole('textbox', { name: 'Preferred Salary' }).fill('6000-8000');
  await next.click();

  // Step 3, Personal.
  await expect(step).toHaveText('Personal Information');
  const personal = page.getByRole('region', { name: 'Personal Information' });
  await expect(personal.getByRole('textbox', { name: 'Full Name' })).toHaveValue(tutor.name);
  await personal.getByRole('textbox', { name: 'Additional Phone' }).fill('01811223344');
  await personal.getByRole('radio', { name: 'Female' }).check();
  await personal.getByRole('textbox', { name: 'Permanent Location' }).fill('Cumilla');
  await personal.getByRole('textbox', { name: 'About' }).fill('I teach physics with everyday examples.');
  await next.click();

  // Step 4, Documents: both images, submitted for verification.
  await expect(step).toHaveText('Documents');
  await next.click();
  await expect(page.getByText('Please upload both National ID/Birth Certificate and Institution ID')).toBeVisible();
  await expect(step).toHaveText('Documents');

  await page.locator('input[type="file"][data-document="nationalId"]').setInputFiles({
    name: 'national-id.png',
    mimeType: 'image/png',
    buffer: ONE_PIXEL_PNG,
  });
  await page.locator('input[type="file"][data-document="institutionId"]').setInputFiles({
    name: 'institution-id.png',
    mimeType: 'image/png',
    buffer: ONE_PIXEL_PNG,
  });
  await expect(page.getByText('New image, not submitted yet')).toHaveCount(2);
  // Chosen but not submitted: Next says so.
  await next.click();
  await expect(page.getByText("Please click 'Submit Documents for Verification' before proceeding")).toBeVisible();

  await page.getByRole('button', { name: 'Submit Documents for Verification' }).click();
  await expect(page.getByText('Your documents have been uploaded and are pending verification.')).toBeVisible();
  await expect(page.getByText('Uploaded', { exact: true })).toHaveCount(2);
  // The stored images come back through their signed paths and load.
  for (const name of ['National ID/Birth Certificate on file', 'Institution ID on file']) {
    const image = page.getByRole('img', { name });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  }
  await next.click();

  // Step 5, Review & Submit.
  await expect(step).toHaveText('Review & Submit');
  await expect(page.getByText('Notre Dame College').first()).toBeVisible();
  await page.getByRole('button', { name: 'Submit Profile' }).click();
  await expect(page.getByText('Profile updated successfully!').first()).toBeVisible();

  // After 2 s the dashboard opens, still pending verification.
  await expect(page).toHaveURL(new RegExp(`/dashboard/${id}$`));
  await expect(page.getByRole('heading', { name: 'Tutor Profile' })).toBeVisible();
  await expect(page.getByText('Pending Verification')).toBeVisible();

  // What was saved is what the wizard shows when opened again.
  await page.goto(`/update-profile/${id}`);
  await expect(page.getByRole('group', { name: 'HSC / A level / Alim' }).getByRole('textbox', { name: 'Institute' })).toHaveValue(
    'Notre Dame College',
  );
});
