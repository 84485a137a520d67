import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../support/test';
import { ADMIN } from '../support/admin';
import { logInThroughUi, registerThroughApi } from '../support/auth';
import { bearer, logInThroughApi } from '../support/member';

/** axe (WCAG 2 A and AA) on the page as it is now, below the site header: no serious or critical violation. */
async function expectAccessible(page: Page, where: string): Promise<void> {
  // The site header (its account button) is checked with the header's own work, not here.
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).exclude('header').analyze();
  const found = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id} [${violation.impact}] ${node.target.join(' ')}`));
  expect(found.length, `${where}:\n  ${found.join('\n  ')}`).toBe(0);
}

// A tutor's own work (issue 12): the board and the details say "Applied" after a reload, My Applications lists
// the application and withdraws it, and once selected My Tuitions shows the guardian's contact and the fee.
test('a tutor applies, sees Applied after a reload, withdraws, and once selected finds the tuition in My Tuitions', async ({
  page,
  request,
}) => {
  // Register, apply, reload, withdraw, get selected: 32 s alone, over the 1 min default at load 9-11 in CI.
  test.setTimeout(120_000);
  const board = await request.get('/api/tuitions?limit=2');
  expect(board.ok()).toBe(true);
  const [first, second] = ((await board.json()) as { data: { jobId: string; jobNumber: number }[] }).data;
  expect(first && second).toBeTruthy();

  const tutor = await registerThroughApi(request, 'tutor', 'Nusrat Jahan');
  const session = await logInThroughApi(request, { email: tutor.email, password: tutor.password, userType: 'tutor' });
  await logInThroughUi(page, tutor);

  // Apply to the first job; after a reload the server still says Applied (no second Apply, no 409).
  await page.goto(`/tuition_details/${first!.jobId}`);
  await page.getByRole('button', { name: 'Apply Now' }).click();
  await expect(page.getByText('Application submitted successfully!').first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Applied' })).toBeDisabled();
  await page.goto('/tution_list');
  await expect(page.getByLabel('Your application: Applied').first()).toBeVisible();

  // My Applications, from the sidebar: the job by its number, Applied, and Withdraw with a confirmation.
  await page.goto(`/dashboard/${session.id}`);
  await expect(page.getByRole('region', { name: 'Profile checklist' })).toContainText('For verification, add:');
  await expectAccessible(page, 'tutor dashboard with the checklist');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'My Applications' }).click();
  await expect(page).toHaveURL(/\/dashboard\/applications$/);
  const jobNumber = `SK-${first!.jobNumber}`;
  const card = page.getByRole('article').filter({ hasText: jobNumber });
  await expect(card).toContainText('Applied');
  await expectAccessible(page, '/dashboard/applications');
  await card.getByRole('button', { name: `Withdraw application for ${jobNumber}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw application?' });
  await expect(dialog).toContainText(jobNumber);
  // Colours are measured once the dialog has faded in.
  await expect(dialog).toHaveCSS('opacity', '1');
  await expectAccessible(page, 'the withdraw dialog');
  await dialog.getByRole('button', { name: 'Withdraw application' }).click();
  await expect(page.getByText('Your application has been withdrawn.').first()).toBeVisible();
  await expect(card).toContainText('Withdrawn');
  await page.goto(`/tuition_details/${first!.jobId}`);
  await expect(page.getByRole('button', { name: 'Withdrawn' })).toBeDisabled();

  // Apply to the second job; the team selects the tutor (through the API): Selected, the contact and the fee.
  await page.goto(`/tuition_details/${second!.jobId}`);
  await page.getByRole('button', { name: 'Apply Now' }).click();
  await expect(page.getByText('Application submitted successfully!').first()).toBeVisible();
  const admin = await logInThroughApi(request, { ...ADMIN, userType: 'admin' });
  const today = new Date(Date.now() + 6 * 3_600_000).toISOString().slice(0, 10);
  const selected = await request.put(`/api/tuitionApply/select/${second!.jobId}`, {
    headers: bearer(admin.token),
    data: { tutorId: session.id, agreedSalary: 6000, startDate: today },
  });
  expect(selected.ok(), await selected.text()).toBe(true);

  await page.reload();
  await expect(page.getByText('You were selected for this tuition.')).toBeVisible();
  await page.goto('/dashboard/applications');
  await expect(page.getByRole('article').filter({ hasText: `SK-${second!.jobNumber}` })).toContainText('Selected');
  await page.goto('/dashboard/tuitions');
  const tuition = page.getByRole('article').filter({ hasText: `SK-${second!.jobNumber}` });
  await expect(tuition).toContainText('Agreed salary: 6,000 TK a month');
  await expect(tuition.getByRole('region', { name: `Guardian of SK-${second!.jobNumber}` })).toContainText('Guardian:');
  const fee = tuition.getByRole('region', { name: `Media fee for SK-${second!.jobNumber}` });
  await expect(fee).toContainText('Amount: 3,600 TK');
  await expect(fee).toContainText(`reference: SK-${second!.jobNumber}`);
  await expectAccessible(page, '/dashboard/tuitions');

  // Usable at 360 px: nothing wider than the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/dashboard/applications');
  await expect(page.getByRole('heading', { level: 1, name: 'My Applications' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
