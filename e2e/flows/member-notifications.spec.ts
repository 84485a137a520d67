import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../support/test';
import { ADMIN } from '../support/admin';
import { logInThroughUi, registerThroughApi } from '../support/auth';
import { bearer, logInThroughApi } from '../support/member';

/** axe (WCAG 2 A and AA) on the page as it is now: no serious or critical violation. */
async function expectAccessible(page: Page, where: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const found = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id} [${violation.impact}] ${node.target.join(' ')}`));
  expect(found.length, `${where}:\n  ${found.join('\n  ')}`).toBe(0);
}

// The member's inbox (issue 12, item 3): a tutor selected by the team finds it under the bell and on the page,
// marks it read, and switches an e-mail off.
test('a selected tutor sees the bell count, reads the notification, marks all read and saves e-mail settings', async ({
  page,
  request,
}) => {
  const board = await request.get('/api/tuitions?limit=1');
  expect(board.ok()).toBe(true);
  const [job] = ((await board.json()) as { data: { jobId: string; jobNumber: number }[] }).data;
  expect(job).toBeTruthy();

  const tutor = await registerThroughApi(request, 'tutor', 'Sadia Islam');
  const session = await logInThroughApi(request, { email: tutor.email, password: tutor.password, userType: 'tutor' });
  const applied = await request.post(`/api/tuitionApply/apply/${job!.jobId}`, { headers: bearer(session.token) });
  expect(applied.ok(), await applied.text()).toBe(true);
  const admin = await logInThroughApi(request, { ...ADMIN, userType: 'admin' });
  const today = new Date(Date.now() + 6 * 3_600_000).toISOString().slice(0, 10);
  const selected = await request.put(`/api/tuitionApply/select/${job!.jobId}`, {
    headers: bearer(admin.token),
    data: { tutorId: session.id, agreedSalary: 6000, startDate: today },
  });
  expect(selected.ok(), await selected.text()).toBe(true);

  await logInThroughUi(page, tutor);
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel).toContainText(`SK-${job!.jobNumber}`);
  await expectAccessible(page, 'the bell panel');
  await panel.getByRole('link', { name: 'See all notifications' }).click();

  await expect(page).toHaveURL(/\/dashboard\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Notifications' });
  await expect(list.getByText('Unread:').first()).toBeAttached();
  await expectAccessible(page, '/dashboard/notifications');

  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByRole('button', { name: 'Notifications, none unread' })).toBeVisible();
  await expect(list.getByText('Unread:')).toHaveCount(0);

  const settings = page.getByRole('region', { name: 'E-mail settings' });
  await settings.getByRole('switch', { name: /^Not selected/ }).click({ force: true });
  await settings.getByRole('button', { name: 'Save e-mail settings' }).click();
  await expect(page.getByText('Your e-mail settings are saved.').first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'E-mail settings' }).getByRole('switch', { name: /^Not selected/ })).not.toBeChecked();

  // Usable at 360 px: nothing wider than the screen, the bell beside the menu button, its panel inside the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/dashboard/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.getByRole('button', { name: /^Notifications, / }).click();
  const narrowPanel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(narrowPanel).toBeVisible();
  const box = await narrowPanel.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
});
