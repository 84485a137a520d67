import { expect, test, type Page } from '../support/test';
import { adminLogsIn } from '../support/admin';
import { logInThroughUi } from '../support/auth';

// Seeded demo accounts (server/seed/accounts.ts).
const TUTOR = { email: 'tutor@shikhon.test', password: 'Tutor@123', userType: 'tutor' as const };

async function openFirstJob(page: Page): Promise<string> {
  const details = page.getByRole('link', { name: 'View Details' }).first();
  await expect(details).toBeVisible();
  await details.click();
  await expect(page).toHaveURL(/\/tuition_details\/[\w-]+$/);
  return page.url().split('/').pop() ?? '';
}

test('a visitor opens the board from a district on the home strip, opens a job and is asked to log in to apply', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Reliable Tuition Platform for Home & Online' })).toBeVisible();
  const dhaka = page.getByRole('link', { name: /^Dhaka/ }).first();
  await expect(dhaka).toContainText(/\d+ Tuitions/);
  await dhaka.click();
  await expect(page).toHaveURL(/\/tution_list\?district=Dhaka/);
  await expect(page.getByText(/Showing \d+-\d+ of \d+ jobs/)).toBeVisible();
  // Every listed job is in Dhaka.
  const locations = await page.getByRole('article').allTextContents();
  expect(locations.length).toBeGreaterThan(0);
  for (const text of locations) expect(text).toContain('Dhaka');

  await openFirstJob(page);
  await expect(page.getByText('Please login as a tutor to apply')).toBeVisible();
  // "Back to Tuition Board" returns to the Dhaka results the job was opened from, then the job again.
  await page.getByRole('link', { name: 'Back to Tuition Board' }).click();
  await expect(page).toHaveURL(/\/tution_list\?district=Dhaka/);
  await expect(page.getByText(/Showing \d+-\d+ of \d+ jobs/)).toBeVisible();
  await openFirstJob(page);
  await page.getByRole('button', { name: 'Apply Now' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a tutor applies to a job, a second try is refused, and after a reload the job shows Applied', async ({ page }) => {
  await logInThroughUi(page, TUTOR);
  await page.goto('/tution_list');
  const jobId = await openFirstJob(page);

  await page.getByRole('button', { name: 'Apply Now' }).click();
  await expect(page.getByText('Application submitted successfully!').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Applied' })).toBeDisabled();

  // A fresh page forgets the client's memory: the server itself refuses the second application.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const again = await page.request.post(`/api/tuitionApply/apply/${jobId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(again.status()).toBe(409);
  // After a reload the page knows from the server that this tutor applied: "Applied", no Apply Now to run into a 409.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Applied' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Apply Now' })).toHaveCount(0);
});

test('an admin deletes a job and it leaves the board', async ({ page }) => {
  await adminLogsIn(page);

  await page.goto('/tution_list');
  const jobId = await openFirstJob(page);
  await page.getByRole('button', { name: 'Delete Tuition' }).click();
  await expect(
    page.getByText('Are you sure you want to delete this tuition post? This action cannot be undone.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Tuition deleted successfully').first()).toBeVisible();
  await expect(page).toHaveURL(/\/tuition_list$/);

  const gone = await page.request.get(`/api/tuitions/${jobId}`);
  expect(gone.status()).toBe(404);
});
