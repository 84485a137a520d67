import { expect, test, type Locator, type Page } from '../support/test';
import { ADMIN, adminLogsIn } from '../support/admin';
import { pickOption } from '../support/forms';
import { bearer, logInThroughApi } from '../support/member';
import { uniqueContact } from '../support/outbox';
import { guardianPostsRequest, stamp } from '../support/requests';

/** The number a 'Total: N' line shows. */
async function totalOf(page: Page): Promise<number> {
  const line = page.getByText(/^Total: \d+$/);
  await expect(line).toBeVisible();
  return Number(/\d+/.exec((await line.textContent()) ?? '')?.[0]);
}

/** A Hire a Tutor request through the public form, the way a visitor sends it. */
async function visitorAsksForTutor(page: Page, studentName: string, phone: string): Promise<void> {
  await page.goto('/request_for_tutor');
  const form = page.getByRole('form', { name: 'Hire a Tutor' });
  await form.getByLabel('Student Name').fill(studentName);
  await form.getByLabel('Phone').fill(phone);
  await pickOption(page, 'Category', 'Bangla Medium');
  await pickOption(page, 'Class', 'Class 8');
  await pickOption(page, 'Subjects', 'Math', { multi: true });
  await pickOption(page, 'District', 'Dhaka');
  await pickOption(page, 'Area', 'Dhanmondi');
  await form.getByLabel('Address').fill('House 12, Road 5, Dhanmondi');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(/Your tutor request has been submitted successfully\./).first()).toBeVisible();
}

/** The value shown under a label of the Request Details modal (a dt/dd pair). */
function detail(dialog: Locator, label: string): Locator {
  return dialog.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
}

async function openStudentRequests(page: Page, tab: 'All' | 'Pending' | 'Approved' | 'Rejected'): Promise<void> {
  await page.goto('/admin/student-tutor-requests');
  await expect(page.getByRole('heading', { name: 'Guardian/Student Tutor Requests' })).toBeVisible();
  await expect(page.getByLabel('Loading requests')).toHaveCount(0);
  if (tab !== 'All') await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
}

test.describe('/admin/tutor-requests (Hire a Tutor requests)', () => {
  test('a visitor’s request is listed with its fields, completed, moved to Completed and back to Pending', async ({ page }) => {
    const studentName = `Ayesha Hire ${stamp()}`;
    const { phone } = uniqueContact('hire');
    await visitorAsksForTutor(page, studentName, phone);
    // Every screen writes dates as "Month D, YYYY" in the reader's time zone.
    const today = await page.evaluate(() =>
      new Intl.DateTimeFormat('en', { year: 'numeric', month: 'long', day: 'numeric' }).format(new Date()),
    );

    await adminLogsIn(page);
    await page.goto('/admin/tutor-requests');
    await expect(page.getByRole('heading', { name: 'Tutor Requests', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Loading tutor requests')).toHaveCount(0);

    // All: the newest card first, with every field of the spec.
    await expect(page.getByRole('tab', { name: 'All', exact: true })).toHaveAttribute('aria-selected', 'true');
    const card = page.getByRole('article', { name: `Request from ${studentName}` });
    await expect(card).toBeVisible();
    await expect(card.getByText('Pending', { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: phone })).toHaveAttribute('href', `tel:${phone}`);
    await expect(card).toContainText('Class Level: Class 8');
    await expect(card).toContainText('Medium: Bangla Medium');
    await expect(card).toContainText('Location: Dhanmondi, Dhaka');
    await expect(card).toContainText(`Request Date: ${today}`);
    await expect(card).toHaveAttribute('data-status', 'pending');
    const all = await totalOf(page);
    expect(all).toBeGreaterThan(0);
    // Pressing the tab that is already open keeps the cards (no endless spinner).
    await page.getByRole('tab', { name: 'All', exact: true }).click();
    await expect(page.getByLabel('Loading tutor requests')).toHaveCount(0);
    await expect(card).toBeVisible();

    // Pending lists it too; remember the counts of Pending and Completed.
    await page.getByRole('tab', { name: 'Pending', exact: true }).click();
    await expect(page.getByLabel('Loading tutor requests')).toHaveCount(0);
    await expect(page.getByRole('article', { name: `Request from ${studentName}` })).toBeVisible();
    const pendingBefore = await totalOf(page);
    await page.getByRole('tab', { name: 'Completed', exact: true }).click();
    await expect(page.getByLabel('Loading tutor requests')).toHaveCount(0);
    await expect(page.getByRole('article', { name: `Request from ${studentName}` })).toHaveCount(0);
    const completedBefore = await totalOf(page);

    // Mark as Complete on All: the card turns Completed in place and offers Mark as Pending.
    await page.getByRole('tab', { name: 'All', exact: true }).click();
    await expect(page.getByLabel('Loading tutor requests')).toHaveCount(0);
    await card.getByRole('button', { name: 'Mark as Complete' }).click();
    await expect(card.getByText('Completed', { exact: true })).toBeVisible();
    await expect(card).toHaveAttribute('data-status', 'completed');
    const markPending = card.getByRole('button', { name: 'Mark as Pending' });
    await expect(markPending).toBeEnabled();
    await expect(markPending).not.toHaveAttribute('data-loading', /.*/);
    expect(await totalOf(page)).toBe(all);

    // It has moved: under Completed, no longer under Pending; both totals follow.
    await page.getByRole('tab', { name: 'Completed', exact: true }).click();
    await expect(page.getByLabel('Loading tutor requests')).toHaveCount(0);
    const completedCard = page.getByRole('article', { name: `Request from ${studentName}` });
    await expect(completedCard.getByText('Completed', { exact: true })).toBeVisible();
    expect(await totalOf(page)).toBe(completedBefore + 1);
    await page.getByRole('tab', { name: 'Pending', exact: true }).click();
    await expect(page.getByLabel('Loading tutor requests')).toHaveCount(0);
    await expect(page.getByRole('article', { name: `Request from ${studentName}` })).toHaveCount(0);
    expect(await totalOf(page)).toBe(pendingBefore - 1);

    // Mark as Pending from the Completed tab: the card leaves it at once and is back under Pending.
    await page.getByRole('tab', { name: 'Completed', exact: true }).click();
    await expect(page.getByLabel('Loading tutor requests')).toHaveCount(0);
    await page
      .getByRole('article', { name: `Request from ${studentName}` })
      .getByRole('button', { name: 'Mark as Pending' })
      .click();
    await expect(page.getByRole('article', { name: `Request from ${studentName}` })).toHaveCount(0);
    await expect(page.getByText(`Total: ${completedBefore}`, { exact: true })).toBeVisible();
    await page.getByRole('tab', { name: 'Pending', exact: true }).click();
    await expect(page.getByLabel('Loading tutor requests')).toHaveCount(0);
    const back = page.getByRole('article', { name: `Request from ${studentName}` });
    await expect(back.getByText('Pending', { exact: true })).toBeVisible();
    await expect(back.getByRole('button', { name: 'Mark as Complete' })).toBeEnabled();
    expect(await totalOf(page)).toBe(pendingBefore);

    // A reload reads the same from the server.
    await page.reload();
    await expect(page.getByLabel('Loading tutor requests')).toHaveCount(0);
    await expect(page.getByRole('article', { name: `Request from ${studentName}` })).toHaveAttribute('data-status', 'pending');
  });
});

test.describe('/admin/student-tutor-requests (review, approve and edit)', () => {
  test('an admin rejects a guardian’s request: toast, red badge under Rejected, no actions left', async ({ page, request }) => {
    const studentName = `Rafi Reject ${stamp()}`;
    await guardianPostsRequest(request, studentName);

    await adminLogsIn(page);
    await openStudentRequests(page, 'Pending');
    const card = page.getByRole('article', { name: studentName });
    await expect(card).toContainText('Class 8');
    await expect(card).toContainText('Pending');
    // The first two subjects, then '...' for the third.
    await expect(card.getByRole('list', { name: 'Subjects' })).toHaveText(/Math\s*Physics\s*\.\.\./);
    await expect(card).toContainText('Location: Uttara, Dhaka');

    await card.getByRole('button', { name: 'View Details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request Details' });
    await expect(detail(dialog, 'Name')).toHaveText(studentName);
    await expect(detail(dialog, 'Subjects')).toHaveText('Math, Physics, Chemistry');
    await expect(detail(dialog, 'Salary')).toHaveText('5000-6000');
    await expect(detail(dialog, 'Preferred Tutor')).toHaveText('No preference');
    await expect(dialog.getByRole('region', { name: 'Additional Notes' })).toContainText('Weak in algebra');
    await expect(dialog.getByRole('button', { name: 'Edit request' })).toBeVisible();

    // Rejecting asks for the reason the guardian is told.
    await dialog.getByRole('textbox', { name: /Reason for rejecting/ }).fill('The salary is below the going rate');
    await dialog.getByRole('button', { name: 'Reject Request' }).click();
    await expect(page.getByText('Request rejected successfully!').first()).toBeVisible();
    // The decision is made: no pencil, no decision buttons; the badge reads Rejected.
    await expect(dialog.getByRole('button', { name: 'Reject Request' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Complete & Create Tuition' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Edit request' })).toHaveCount(0);
    await expect(dialog.getByText('Rejected', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    // It left Pending and sits under Rejected, red.
    await expect(page.getByRole('article', { name: studentName })).toHaveCount(0);
    await page.getByRole('tab', { name: /^Rejected/ }).click();
    const rejected = page.getByRole('article', { name: studentName });
    await expect(rejected.locator('[data-status-color="red"]')).toHaveText('Rejected');

    // After a reload too (the server kept it), and the details still offer nothing to do.
    await openStudentRequests(page, 'Rejected');
    await page.getByRole('article', { name: studentName }).getByRole('button', { name: 'View Details' }).click();
    const again = page.getByRole('dialog', { name: 'Request Details' });
    await expect(again.getByText('Rejected', { exact: true })).toBeVisible();
    for (const name of ['Edit request', 'Reject Request', 'Complete & Create Tuition']) {
      await expect(again.getByRole('button', { name })).toHaveCount(0);
    }
  });

  test('an admin edits a pending request (Salary, Area), then approves it; edit is no longer offered', async ({ page, request }) => {
    const studentName = `Nadia Edit ${stamp()}`;
    const requestId = await guardianPostsRequest(request, studentName);

    await adminLogsIn(page);
    await openStudentRequests(page, 'All');
    const card = page.getByRole('article', { name: studentName });
    await card.getByRole('button', { name: 'View Details' }).click();
    const details = page.getByRole('dialog', { name: 'Request Details' });
    await expect(detail(details, 'Area')).toHaveText('Uttara');
    await details.getByRole('button', { name: 'Edit request' }).click();

    const editing = page.getByRole('dialog', { name: 'Edit Request' });
    const form = editing.getByRole('form', { name: 'Edit Request' });
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue(studentName);
    await expect(form.getByLabel('Salary')).toHaveValue('5000-6000');
    await form.getByLabel('Salary').fill('7000-8000');
    await form.getByLabel('Area', { exact: true }).fill('Banani');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Request updated successfully', { exact: true }).first()).toBeVisible();

    // Back in the details, with the new values; the card follows.
    const saved = page.getByRole('dialog', { name: 'Request Details' });
    await expect(detail(saved, 'Salary')).toHaveText('7000-8000');
    await expect(detail(saved, 'Area')).toHaveText('Banani');
    await expect(card).toContainText('Location: Banani, Dhaka');

    // Approve: a tuition is created from the edited request; pencil and decisions are gone.
    const approval = page.waitForResponse((answer) => answer.url().includes(`/api/students/change-request-status/${requestId}`));
    await saved.getByRole('button', { name: 'Complete & Create Tuition' }).click();
    const { jobId } = (await (await approval).json()) as { jobId: string };
    expect(jobId).toBeTruthy();
    await expect(page.getByText('Request approved and tuition created successfully!').first()).toBeVisible();
    await expect(saved.getByText('Approved', { exact: true })).toBeVisible();
    await expect(saved.getByRole('button', { name: 'Edit request' })).toHaveCount(0);
    await expect(saved.getByRole('button', { name: 'Complete & Create Tuition' })).toHaveCount(0);
    await expect(saved.getByRole('button', { name: 'Reject Request' })).toHaveCount(0);
    await saved.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('tab', { name: /^Approved/ }).click();
    await expect(page.getByRole('article', { name: studentName }).locator('[data-status-color="green"]')).toHaveText('Approved');

    const tuition = await request.get(`/api/tuitions/${jobId}`);
    expect(tuition.ok()).toBe(true);
    const { data: job } = (await tuition.json()) as { data: { salary: string; area: string; status: string } };
    expect(job).toMatchObject({ salary: '7000-8000', area: 'Banani', status: 'active' });

    // Through the API an approved request can still be edited: its tuition follows.
    const admin = await logInThroughApi(request, { ...ADMIN, userType: 'admin' });
    const current = await request.get(`/api/students/get-tutor-request/${requestId}`, { headers: bearer(admin.token) });
    const { request: stored } = (await current.json()) as { request: Record<string, unknown> };
    const edited = await request.put(`/api/students/update-tutor-request/${requestId}`, {
      headers: bearer(admin.token),
      data: { ...stored, salary: '9000', area: 'Gulshan' },
    });
    expect(edited.status(), await edited.text()).toBe(200);
    expect(((await edited.json()) as { message: string }).message).toBe('Request and tuition updated successfully');
    const followed = (await (await request.get(`/api/tuitions/${jobId}`)).json()) as { data: { salary: string; area: string } };
    expect(followed.data).toMatchObject({ salary: '9000', area: 'Gulshan' });
  });
});
