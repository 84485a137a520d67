import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../support/test';
import { adminLogsIn } from '../support/admin';
import { guardianPostsRequest, stamp } from '../support/requests';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** The serious and critical violations, one readable line per element: rule id, impact, target selector. */
function seriousViolations(results: AxeResults): string[] {
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.id} [${violation.impact}] ${node.target.join(' ')} — ${violation.help}${node.failureSummary ? `\n    ${node.failureSummary.replace(/\n/g, '\n    ')}` : ''}`,
      ),
    );
}

/** Runs axe (WCAG 2 A and AA) on the page as it is now and expects no serious or critical violation. */
async function expectAccessible(page: Page, where: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const found = seriousViolations(results);
  // The count is compared so the message (not a diff of the list) carries the summary.
  expect(found.length, `${where}: ${found.length} serious/critical accessibility violation(s):\n  ${found.join('\n  ')}`).toBe(0);
}

test.describe('admin screens: automated accessibility check (axe, WCAG 2 A/AA)', () => {
  // Each test logs the admin in on its own and checks one screen (the one that needs a request posts its own), so
  // they may run on both workers at once.
  test.describe.configure({ mode: 'parallel' });

  test.beforeEach(async ({ page }) => {
    await adminLogsIn(page);
  });

  test('/admin/tutor-requests', async ({ page }) => {
    await page.goto('/admin/tutor-requests');
    await expect(page.getByRole('heading', { name: 'Tutor Requests', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Loading tutor requests')).toHaveCount(0);
    await expectAccessible(page, '/admin/tutor-requests');
  });

  test('/admin/student-tutor-requests, its Request Details dialog and Edit Request mode', async ({ page, request }) => {
    const studentName = `Axe Check ${stamp()}`;
    await guardianPostsRequest(request, studentName);

    await page.goto('/admin/student-tutor-requests');
    await expect(page.getByRole('heading', { name: 'Guardian/Student Tutor Requests' })).toBeVisible();
    await expect(page.getByLabel('Loading requests')).toHaveCount(0);
    await page.getByRole('tab', { name: /^Pending/ }).click();
    const card = page.getByRole('article', { name: studentName });
    await expect(card).toBeVisible();
    await expectAccessible(page, '/admin/student-tutor-requests');

    await card.getByRole('button', { name: 'View Details' }).click();
    const details = page.getByRole('dialog', { name: 'Request Details' });
    await expect(details.getByRole('button', { name: 'Edit request' })).toBeVisible();
    await expectAccessible(page, 'Request Details dialog');

    await details.getByRole('button', { name: 'Edit request' }).click();
    const editing = page.getByRole('dialog', { name: 'Edit Request' });
    await expect(editing.getByRole('form', { name: 'Edit Request' }).getByLabel('Name', { exact: true })).toHaveValue(studentName);
    await expectAccessible(page, 'Edit Request mode');
  });

  test('/admin/applications', async ({ page }) => {
    await page.goto('/admin/applications');
    await expect(page.getByRole('tab', { name: 'Pending', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Loading applications')).toHaveCount(0);
    await expectAccessible(page, '/admin/applications');
  });

  test('/admin/payment-info', async ({ page }) => {
    await page.goto('/admin/payment-info');
    await expect(page.getByRole('heading', { name: 'Payment Information' })).toBeVisible();
    await expect(page.getByLabel('Loading payments')).toHaveCount(0);
    await expect(page.getByRole('table')).toBeVisible();
    await expectAccessible(page, '/admin/payment-info');
  });

  test('/admin/testimonials and its Add New Testimonial modal', async ({ page }) => {
    await page.goto('/admin/testimonials');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Testimonials' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectAccessible(page, '/admin/testimonials');

    await page.getByRole('button', { name: 'Add New Testimonial' }).click();
    const modal = page.getByRole('dialog', { name: 'Add New Testimonial' });
    await expect(modal.getByRole('textbox', { name: 'Name', exact: true })).toBeVisible();
    await expectAccessible(page, 'Add New Testimonial modal');
  });

  test('/admin/affiliate and its Add New Affiliate modal', async ({ page }) => {
    await page.goto('/admin/affiliate');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Affiliates' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add New Affiliate' })).toBeVisible();
    await expectAccessible(page, '/admin/affiliate');

    await page.getByRole('button', { name: 'Add New Affiliate' }).click();
    const modal = page.getByRole('dialog', { name: 'Add New Affiliate' });
    await expect(modal.getByRole('textbox', { name: 'Name', exact: true })).toBeVisible();
    await expectAccessible(page, 'Add New Affiliate modal');
  });
});
