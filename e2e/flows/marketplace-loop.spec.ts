import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { ADMIN, adminLogsIn, jobLabel } from '../support/admin';
import { logInThroughUi, registerThroughApi, type NewAccount } from '../support/auth';
import { pickOption } from '../support/forms';
import { bearer, logInThroughApi, uploadDocumentsThroughApi } from '../support/member';

/** The Apply Status card of a guardian's dashboard shows `count`. */
async function expectApplyStatus(page: Page, label: string, count: number): Promise<void> {
  await expect(page.getByRole('group', { name: label, exact: true })).toHaveText(new RegExp(`^${count}\\s*${label}$`));
}

/** The guardian's request through the dashboard wizard (the happy path; validation has its own journey). */
async function postRequestThroughWizard(page: Page, userId: string, studentName: string): Promise<void> {
  await page.goto(`/dashboardTutorRequest/${userId}`);
  const form = page.getByRole('form', { name: 'New tutor request' });
  await form.getByLabel('Student Name').fill(studentName);
  await form.getByRole('radio', { name: 'Female', exact: true }).check();
  await pickOption(page, 'District', 'Dhaka');
  await pickOption(page, 'Area', 'Mirpur');
  await form.getByRole('button', { name: 'Next' }).click();
  await pickOption(page, 'Category', 'English Version');
  await pickOption(page, 'Class', 'Class 8');
  await pickOption(page, 'Subjects', 'Physics', { multi: true });
  await form.getByRole('button', { name: 'Next' }).click();
  await form.getByLabel('Preferred Time').fill('Evening');
  await form.getByLabel('Salary Range').fill('5000-7000');
  await form.getByRole('checkbox', { name: 'I agree to the terms and conditions' }).check();
  await form.getByRole('button', { name: 'Submit Request' }).click();
  await expect(form.getByRole('status')).toContainText('Your tutor request has been submitted successfully!');
}

/** A tutor whose documents are uploaded and whom an administrator has verified (both through the API). */
async function verifiedTutor(request: APIRequestContext, name: string): Promise<NewAccount> {
  const tutor = await registerThroughApi(request, 'tutor', name);
  const session = await logInThroughApi(request, { email: tutor.email, password: tutor.password, userType: 'tutor' });
  await uploadDocumentsThroughApi(request, session);
  const admin = await logInThroughApi(request, { ...ADMIN, userType: 'admin' });
  const verified = await request.put(`/api/tutors/verify/${session.id}`, { headers: bearer(admin.token), data: { isApproved: true } });
  expect(verified.ok(), await verified.text()).toBe(true);
  return tutor;
}

async function signOut(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.clear());
}

test('the whole loop: a request is approved, a verified tutor applies and is selected, the fee is paid, the guardian sees it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const studentName = `Nusrat ${Date.now() % 100000}`;

  // 1. A guardian posts a request; the dashboard counts it as Pending.
  const guardian = await registerThroughApi(request, 'student', 'Farzana Haque');
  await logInThroughUi(page, guardian);
  const guardianId = new URL(page.url()).pathname.split('/').pop()!;
  await postRequestThroughWizard(page, guardianId, studentName);
  await page.goto(`/dashboard/${guardianId}`);
  await expectApplyStatus(page, 'Pending', 1);
  await expectApplyStatus(page, 'Approved', 0);
  await signOut(page);

  // 2. The admin reviews it and completes it: a tuition is created.
  await adminLogsIn(page);
  await page.goto('/admin/student-tutor-requests');
  const card = page.getByRole('article', { name: studentName });
  await expect(card).toContainText('Class 8');
  await card.getByRole('button', { name: /View Details/ }).click();
  const details = page.getByRole('dialog', { name: 'Request Details' });
  await expect(details).toContainText('Physics');
  const approval = page.waitForResponse((answer) => answer.url().includes('/api/students/change-request-status/'));
  await details.getByRole('button', { name: 'Complete & Create Tuition' }).click();
  const approved = (await (await approval).json()) as { jobId: string };
  expect(approved.jobId).toBeTruthy();
  const approvedJobLabel = await jobLabel(request, approved.jobId);
  await expect(page.getByText('Request approved and tuition created successfully!').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: /Approved/ }).click();
  await expect(page.getByRole('article', { name: studentName })).toBeVisible();
  await signOut(page);

  // 3. It is on the public board; a verified tutor opens it and applies.
  await page.goto('/tution_list');
  const boardLink = page.locator(`a[href$="/tuition_details/${approved.jobId}"]`).first();
  await expect(boardLink).toBeVisible();
  const tutor = await verifiedTutor(request, 'Tanvir Ahmed');
  await logInThroughUi(page, tutor);
  await page.goto(`/tuition_details/${approved.jobId}`);
  await page.getByRole('button', { name: 'Apply Now' }).click();
  await expect(page.getByText('Application submitted successfully!').first()).toBeVisible();
  await signOut(page);

  // 4. The admin selects the tutor: the job moves to Assigned.
  await adminLogsIn(page);
  await page.goto('/admin/applications');
  const job = page.getByRole('region', { name: approvedJobLabel });
  await expect(job).toContainText('Total Applicants: 1');
  const applicant = job.getByRole('article', { name: `Applicant ${tutor.name}` });
  await expect(applicant).toContainText(tutor.email);
  await expect(applicant.getByRole('link', { name: `Download CV ${tutor.name}` })).toHaveAttribute('href', /\/api\/tutors\/[\w-]+\/cv$/);
  await applicant.getByRole('button', { name: `Select Tutor ${tutor.name}` }).click();
  // The confirmation: the range's lower bound as the agreed salary, today's start and the fee.
  const selectDialog = page.getByRole('dialog', { name: 'Select tutor' });
  await expect(selectDialog.getByLabel(/Agreed monthly salary \(TK\)/)).toHaveValue('5,000');
  await expect(selectDialog).toContainText('A media fee of 3,000 TK (60% of 5,000 TK) will be charged to the tutor');
  await selectDialog.getByRole('button', { name: 'Confirm selection' }).click();
  await expect(page.getByText('Tutor selected successfully').first()).toBeVisible();
  await page.getByRole('tab', { name: /Assigned/ }).click();
  const assigned = page.getByRole('region', { name: approvedJobLabel });
  await expect(assigned.getByRole('article', { name: `Applicant ${tutor.name}` })).toContainText('accepted');
  await expect(assigned.getByRole('button', { name: `Deassign Tutor ${tutor.name}` })).toBeVisible();

  // 5. A Due fee of 60% of the first month (5000 → 3000 Taka) appears; the admin records its bKash payment.
  await page.goto('/admin/payment-info');
  await page.getByRole('button', { name: 'Due', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: tutor.name });
  await expect(row).toContainText('3,000');
  const status = row.getByRole('combobox', { name: new RegExp(`^Status for payment of ${tutor.name}`) });
  await expect(status).toHaveValue('Due');
  await status.selectOption('Paid');
  // Paid asks how it was paid: a bKash payment of the whole balance with its transaction id.
  const record = page.getByRole('dialog', { name: 'Record a payment' });
  await record.getByLabel('Method').selectOption('bKash');
  await record.getByLabel('Transaction reference').fill(`BK${Date.now()}`);
  await record.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Payment status updated successfully').first()).toBeVisible();
  await page.getByRole('button', { name: 'Paid', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: tutor.name })).toBeVisible();
  await signOut(page);

  // 6. The guardian's Apply Status has moved: approved, and a tutor confirmed.
  await logInThroughUi(page, guardian);
  await expectApplyStatus(page, 'Pending', 0);
  await expectApplyStatus(page, 'Approved', 1);
  await expectApplyStatus(page, 'Confirmed', 1);
});
