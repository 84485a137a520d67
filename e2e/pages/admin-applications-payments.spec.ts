import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { ADMIN, adminLogsIn, jobLabel } from '../support/admin';
import { registerThroughApi, type NewAccount } from '../support/auth';
import { bearer, logInThroughApi, type ApiSession } from '../support/member';
import { stamp } from '../support/requests';

/** An active tuition posted by the admin through the API; answers its job id. */
async function adminPostsTuition(request: APIRequestContext, admin: ApiSession, salary: string): Promise<string> {
  const answer = await request.post('/api/tuitions/create', {
    headers: bearer(admin.token),
    data: {
      district: 'Dhaka',
      area: 'Mirpur',
      location: `Road ${stamp()}, Mirpur 10`,
      category: 'English Medium',
      classLevel: 'Class 8',
      preferredTutor: 'Female',
      tutoringType: 'Home Tutoring',
      days: 4,
      subjects: ['Math', 'Physics'],
      salary,
      studentGender: 'Male',
      tutoringTime: 'Evening',
      noOfStudents: 1,
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { data: { jobId: string } }).data.jobId;
}

/** A new tutor account that applies for the job with its own token (no verification needed to apply). */
async function tutorApplies(request: APIRequestContext, jobId: string, name: string): Promise<NewAccount & { id: string }> {
  const tutor = await registerThroughApi(request, 'tutor', name);
  const session = await logInThroughApi(request, { email: tutor.email, password: tutor.password, userType: 'tutor' });
  const applied = await request.post(`/api/tuitionApply/apply/${jobId}`, { headers: bearer(session.token) });
  expect(applied.status(), await applied.text()).toBe(201);
  return { ...tutor, id: session.id };
}

async function openApplications(page: Page, tab: 'Pending' | 'Assigned'): Promise<void> {
  await page.goto(tab === 'Assigned' ? '/admin/applications?tab=assigned' : '/admin/applications');
  await expect(page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Loading applications')).toHaveCount(0);
}

async function openPayments(page: Page, filter: 'All' | 'Due' | 'Paid' | 'Fraud' | 'Cancel'): Promise<void> {
  await page.goto('/admin/payment-info');
  await expect(page.getByRole('heading', { name: 'Payment Information' })).toBeVisible();
  await expect(page.getByLabel('Loading payments')).toHaveCount(0);
  const button = page.getByRole('group', { name: 'Filter payments by status' }).getByRole('button', { name: filter, exact: true });
  if (filter !== 'All') await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Loading payments')).toHaveCount(0);
}

/** The number of 'Total: N' under the payments heading. */
async function paymentsTotal(page: Page): Promise<number> {
  const line = page.getByText(/^Total: \d+$/);
  await expect(line).toBeVisible();
  return Number(/\d+/.exec((await line.textContent()) ?? '')?.[0]);
}

test.describe('/admin/applications', () => {
  test('select one of two applicants, then deassign: the job, the applicants, the board and the fee follow', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const admin = await logInThroughApi(request, { ...ADMIN, userType: 'admin' });
    const jobId = await adminPostsTuition(request, admin, '6000');
    const jobName = await jobLabel(request, jobId);
    const id = stamp();
    const chosen = await tutorApplies(request, jobId, `Rumana Select ${id}`);
    const other = await tutorApplies(request, jobId, `Sabbir Other ${id}`);

    await adminLogsIn(page);
    await openApplications(page, 'Pending');
    const job = page.getByRole('region', { name: jobName });
    await expect(job).toContainText('Total Applicants: 2');
    await expect(job.getByText('Pending', { exact: true })).toBeVisible();
    const chosenCard = job.getByRole('article', { name: `Applicant ${chosen.name}` });
    const otherCard = job.getByRole('article', { name: `Applicant ${other.name}` });
    await expect(chosenCard).toContainText(chosen.email);
    await expect(chosenCard).toContainText(chosen.phone);
    await expect(chosenCard).toContainText(/Applied: \S+/);
    await expect(chosenCard.getByText('pending', { exact: true })).toBeVisible();
    await expect(otherCard.getByText('pending', { exact: true })).toBeVisible();
    await expect(otherCard.getByRole('link', { name: `Download CV ${other.name}` })).toHaveAttribute(
      'href',
      `/api/tutors/${other.id}/cv`,
    );
    await expect(job.getByRole('button', { name: /^Deassign Tutor/ })).toHaveCount(0);

    // Select the first: the job leaves Pending for Assigned; the other applicant reads rejected.
    // The confirmation: the job's salary prefilled, today's start and the 60% fee it will charge.
    await chosenCard.getByRole('button', { name: `Select Tutor ${chosen.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Select tutor' });
    await expect(dialog.getByLabel(/Agreed monthly salary \(TK\)/)).toHaveValue('6,000');
    await expect(dialog).toContainText('A media fee of 3,600 TK (60% of 6,000 TK) will be charged to the tutor');
    await dialog.getByRole('button', { name: 'Confirm selection' }).click();
    await expect(page.getByText('Tutor selected successfully').first()).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('region', { name: jobName })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Assigned', exact: true }).click();
    await expect(page).toHaveURL(/\?tab=assigned$/);
    const assigned = page.getByRole('region', { name: jobName });
    await expect(assigned.getByText('Assigned', { exact: true })).toBeVisible();
    await expect(assigned.getByRole('article', { name: `Applicant ${chosen.name}` }).getByText('accepted', { exact: true })).toBeVisible();
    await expect(assigned.getByRole('article', { name: `Applicant ${other.name}` }).getByText('rejected', { exact: true })).toBeVisible();
    await expect(assigned.getByRole('button', { name: /^Select Tutor/ })).toHaveCount(0);
    await expect(assigned.getByRole('button', { name: `Deassign Tutor ${other.name}` })).toHaveCount(0);

    // An assigned job is off the public board.
    const board = await request.get(`/api/tuitions/${jobId}`);
    expect(((await board.json()) as { data: { status: string } }).data.status).toBe('assigned');

    // Deassign: back under Pending, every applicant pending and selectable again.
    await assigned.getByRole('button', { name: `Deassign Tutor ${chosen.name}` }).click();
    await expect(page.getByText('Tutor deassigned successfully').first()).toBeVisible();
    await expect(page.getByRole('region', { name: jobName })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Pending', exact: true }).click();
    const reopened = page.getByRole('region', { name: jobName });
    await expect(reopened.getByText('Pending', { exact: true })).toBeVisible();
    for (const tutor of [chosen, other]) {
      const card = reopened.getByRole('article', { name: `Applicant ${tutor.name}` });
      await expect(card.getByText('pending', { exact: true })).toBeVisible();
      await expect(card.getByRole('button', { name: `Select Tutor ${tutor.name}` })).toBeEnabled();
    }
    // The server agrees after a reload.
    await openApplications(page, 'Pending');
    await expect(page.getByRole('region', { name: jobName })).toContainText('Total Applicants: 2');

    // The job is back on the public board.
    await page.goto('/tution_list');
    const link = page.locator(`a[href$="/tuition_details/${jobId}"]`).first();
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/tuition_details/${jobId}$`));

    // The chosen tutor's fee follows the rule for a tuition that ended within its first month (it started on the
    // day of the selection): 40% of the 6,000 salary instead of 60%, still Due.
    await openPayments(page, 'Due');
    const row = page.getByRole('row').filter({ hasText: chosen.name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('2,400');
    await expect(row.getByRole('combobox', { name: new RegExp(`^Status for payment of ${chosen.name}, tuition ${jobName.replace('Job ID: ', '')}$`) })).toHaveValue(
      'Due',
    );
    await expect(page.getByRole('row').filter({ hasText: other.name })).toHaveCount(0);
  });
});

test.describe('/admin/payment-info', () => {
  test('filters, a status change that moves the record, and a delete that voids after the confirmation', async ({ page, request }) => {
    const admin = await logInThroughApi(request, { ...ADMIN, userType: 'admin' });
    const jobId = await adminPostsTuition(request, admin, '8000');
    const tutor = await tutorApplies(request, jobId, `Mahfuz Fee ${stamp()}`);
    const selected = await request.put(`/api/tuitionApply/select/${jobId}`, { headers: bearer(admin.token), data: { tutorId: tutor.id } });
    expect(selected.ok(), await selected.text()).toBe(true);
    // The Tuition ID column shows the job's number (SK-…), the reference tutors pay with.
    const jobNumber = (await jobLabel(request, jobId)).replace('Job ID: ', '');
    const subject = `payment of ${tutor.name}, tuition ${jobNumber}`;

    await adminLogsIn(page);
    await page.goto('/admin/payment-info');
    await expect(page.getByLabel('Loading payments')).toHaveCount(0);
    const filters = page.getByRole('group', { name: 'Filter payments by status' });
    await expect(filters.getByRole('button')).toHaveText(['All', 'Due', 'Paid', 'Fraud', 'Cancel']);
    await expect(filters.getByRole('button', { name: 'All', exact: true })).toHaveAttribute('aria-pressed', 'true');
    for (const header of ['Tutor ID', 'Tutor Name', 'Tuition ID', 'Amount', 'Posted Date', 'Start Date', 'Due Date', 'Status', 'Actions']) {
      await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    }

    // The new fee is Due: 60% of 8000.
    await openPayments(page, 'Due');
    const row = page.getByRole('row').filter({ hasText: tutor.name });
    await expect(row).toContainText('4,800');
    await expect(row).toContainText(jobNumber);
    await expect(row).toContainText(tutor.id.slice(0, 8));
    const status = row.getByRole('combobox', { name: `Status for ${subject}` });
    await expect(status).toHaveValue('Due');
    await expect(page.getByRole('combobox', { name: /^Status for payment of / }).first()).toBeVisible();

    // Fraud from the Due filter asks for a reason; confirmed, the row leaves Due and shows under Fraud.
    await status.selectOption('Fraud');
    const flag = page.getByRole('dialog', { name: 'Flag as fraud' });
    await flag.getByRole('button', { name: 'Confirm' }).click();
    await expect(flag.getByText('Please give a reason')).toBeVisible();
    await flag.getByLabel('Reason').fill('The guardian says the tutor never came');
    await flag.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Payment status updated successfully').first()).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: tutor.name })).toHaveCount(0);
    await openPayments(page, 'Fraud');
    const fraudRow = page.getByRole('row').filter({ hasText: tutor.name });
    await expect(fraudRow.getByRole('combobox', { name: `Status for ${subject}` })).toHaveValue('Fraud');
    const before = await paymentsTotal(page);

    // Delete: Cancel keeps it; Delete voids it (the record stays in the ledger as Cancel).
    await fraudRow.getByRole('button', { name: `Delete ${subject}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Payment' });
    await expect(confirm).toContainText('Are you sure you want to delete this payment record? This action cannot be undone.');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(fraudRow).toBeVisible();

    await fraudRow.getByRole('button', { name: `Delete ${subject}` }).click();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Payment deleted successfully').first()).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: tutor.name })).toHaveCount(0);
    await expect(page.getByText(`Total: ${before - 1}`, { exact: true })).toBeVisible();

    // Nothing is erased: the record is under Cancel, and can be reopened from there.
    await openPayments(page, 'Cancel');
    await expect(page.getByRole('combobox', { name: `Status for ${subject}` })).toHaveValue('Cancel');
    await openPayments(page, 'All');
    await expect(page.getByRole('table')).toBeVisible();

    // Pressing the filter that is already on keeps the table (no endless spinner).
    await filters.getByRole('button', { name: 'All', exact: true }).click();
    await expect(page.getByLabel('Loading payments')).toHaveCount(0);
    await expect(page.getByRole('table')).toBeVisible();
  });

  test('a filter with no records shows “No payments found”', async ({ page }) => {
    await adminLogsIn(page);
    await openPayments(page, 'All');
    // The seeded history holds records of every status, so the answer for Fraud is made empty here. The route is set
    // once the page is up: routing sends every later request of the page through this process and turns the browser's
    // cache off, which on a loaded CI machine kept the page's own scripts from arriving within the wait.
    await page.route(
      (url) => url.pathname === '/api/payments' && url.searchParams.get('status') === 'Fraud',
      (route) => route.fulfill({ json: { data: [], total: 0, page: 1, limit: 20 } }),
    );
    const fraud = page.getByRole('group', { name: 'Filter payments by status' }).getByRole('button', { name: 'Fraud', exact: true });
    await fraud.click();
    await expect(fraud).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('No payments found', { exact: true })).toBeVisible();
    await expect(page.getByText('Total: 0', { exact: true })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);

    // All (the seeded records) brings the table back.
    await page.getByRole('group', { name: 'Filter payments by status' }).getByRole('button', { name: 'All', exact: true }).click();
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByText('No payments found', { exact: true })).toHaveCount(0);
  });
});
