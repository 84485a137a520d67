import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { expectAccessible, expectNoSideScroll } from '../support/accessibility';
import { ADMIN, adminLogsIn } from '../support/admin';
import { logInThroughUi, registerThroughApi, type NewAccount } from '../support/auth';
import { pickOption } from '../support/forms';
import { mailsTo, waitForMail } from '../support/mails';
import { bearer, logInThroughApi, type ApiSession } from '../support/member';

/** The guardian's request through the dashboard wizard (the happy path; validation has its own journey). */
async function postRequestThroughWizard(page: Page, userId: string, studentName: string): Promise<void> {
  await page.goto(`/dashboardTutorRequest/${userId}`);
  const form = page.getByRole('form', { name: 'New tutor request' });
  await form.getByLabel('Student Name').fill(studentName);
  await form.getByRole('radio', { name: 'Male', exact: true }).check();
  await pickOption(page, 'District', 'Dhaka');
  await pickOption(page, 'Area', 'Mirpur');
  await form.getByRole('button', { name: 'Next' }).click();
  await pickOption(page, 'Category', 'English Version');
  await pickOption(page, 'Class', 'Class 8');
  await pickOption(page, 'Subjects', 'Physics', { multi: true });
  await form.getByRole('button', { name: 'Next' }).click();
  await form.getByLabel('Preferred Time').fill('After 5 PM');
  await form.getByLabel('Salary Range').fill('6000-8000');
  await form.getByRole('checkbox', { name: 'I agree to the terms and conditions' }).check();
  await form.getByRole('button', { name: 'Submit Request' }).click();
  await expect(form.getByRole('status')).toContainText('Your tutor request has been submitted successfully!');
}

/** A new tutor (registered through the API) who applies to the job through the API. */
async function tutorApplies(request: APIRequestContext, name: string, jobId: string): Promise<NewAccount & ApiSession> {
  const tutor = await registerThroughApi(request, 'tutor', name);
  const session = await logInThroughApi(request, { email: tutor.email, password: tutor.password, userType: 'tutor' });
  const applied = await request.post(`/api/tuitionApply/apply/${jobId}`, { headers: bearer(session.token) });
  expect(applied.ok(), await applied.text()).toBe(true);
  return { ...tutor, ...session };
}

/** Signs the page's member out (the session lives in localStorage) and the next one in. */
async function switchTo(page: Page, account: NewAccount): Promise<void> {
  await page.goto('/');
  await page.evaluate(() => localStorage.clear());
  await logInThroughUi(page, account);
}

/** Today in Dhaka (UTC+6) as YYYY-MM-DD: the start date of the tuition. */
const dhakaToday = () => new Date(Date.now() + 6 * 3_600_000).toISOString().slice(0, 10);

// Issue 12, "Done when": three people in three browsers close the loop from the guardian's side. The guardian posts a
// request; the team publishes it and shortlists three applicants; the guardian sees the shortlist and picks one; the
// team confirms after the trial; the picked tutor sees Selected, the guardian's phone and a mail; the two others see
// Not selected and get a mail.
test('guardian, team and three tutors: posted, published, shortlisted, picked, confirmed, and everyone told', async ({ browser }) => {
  test.setTimeout(240_000);
  const guardianContext = await browser.newContext();
  const adminContext = await browser.newContext();
  const tutorContext = await browser.newContext();
  const guardianPage = await guardianContext.newPage();
  const adminPage = await adminContext.newPage();
  const tutorPage = await tutorContext.newPage();
  const studentName = `Ayaan ${Date.now() % 100000}`;

  // 1. The guardian (a new account) posts a request through the dashboard's wizard.
  const guardian = await registerThroughApi(guardianContext.request, 'student', 'Rumana Akter');
  await logInThroughUi(guardianPage, guardian);
  const guardianId = new URL(guardianPage.url()).pathname.split('/').pop()!;
  await postRequestThroughWizard(guardianPage, guardianId, studentName);
  await guardianPage.goto('/dashboard/requests');
  const submitted = guardianPage.getByRole('article', { name: 'Request: Class 8' });
  await expect(submitted).toContainText(studentName);
  await expect(submitted).toContainText('Submitted');

  // 2. The team reviews the request and publishes it as a job.
  await adminLogsIn(adminPage);
  await adminPage.goto('/admin/student-tutor-requests');
  const card = adminPage.getByRole('article', { name: studentName });
  await card.getByRole('button', { name: /View Details/ }).click();
  const details = adminPage.getByRole('dialog', { name: 'Request Details' });
  await expect(details).toContainText('Physics');
  const approval = adminPage.waitForResponse((answer) => answer.url().includes('/api/students/change-request-status/'));
  await details.getByRole('button', { name: 'Complete & Create Tuition' }).click();
  const { jobId } = (await (await approval).json()) as { jobId: string };
  expect(jobId).toBeTruthy();
  await expect(adminPage.getByText('Request approved and tuition created successfully!').first()).toBeVisible();
  const job = await adminContext.request.get(`/api/tuitions/${jobId}`);
  expect(job.status(), await job.text()).toBe(200);
  const jobNumber = `SK-${((await job.json()) as { data: { jobNumber: number } }).data.jobNumber}`;

  // 3. Three tutors apply (setup the issue does not name: through the API).
  const [picked, second, third] = [
    await tutorApplies(tutorContext.request, 'Mahmudul Hasan', jobId),
    await tutorApplies(tutorContext.request, 'Sabrina Chowdhury', jobId),
    await tutorApplies(tutorContext.request, 'Tahmid Rahman', jobId),
  ];
  const others = [second, third];

  // 4. The team ticks the three applicants on the applications page and sends them as the guardian's shortlist.
  await adminPage.goto('/admin/applications');
  const applicants = adminPage.getByRole('region', { name: `Job ID: ${jobNumber}` });
  await expect(applicants).toContainText('Total Applicants: 3');
  for (const tutor of [picked, second, third]) {
    await applicants.getByRole('checkbox', { name: `Shortlist ${tutor.name}` }).check();
  }
  await applicants.getByRole('button', { name: `Send shortlist of ${jobNumber} (3 selected)` }).click();
  await expect(adminPage.getByText('Shortlist sent to the guardian').first()).toBeVisible();
  for (const tutor of [picked, second, third]) {
    await expect(applicants.getByRole('article', { name: `Applicant ${tutor.name}` })).toContainText('Shortlisted');
  }
  const admin = await logInThroughApi(adminContext.request, { ...ADMIN, userType: 'admin' });
  // A shortlisted tutor sees it in My Applications and has a mail naming the job.
  await switchTo(tutorPage, second);
  await tutorPage.goto('/dashboard/applications');
  await expect(tutorPage.getByRole('article').filter({ hasText: jobNumber }).getByText('Shortlisted', { exact: true }).first()).toBeVisible();
  expect((await waitForMail(second.email, /Shortlisted/)).subject).toContain(jobNumber);

  // 5. The guardian sees the shortlist on My Requests (profiles and CVs, no contact) and picks one.
  await guardianPage.goto('/dashboard/requests');
  const mine = guardianPage.getByRole('article', { name: `${jobNumber}: Class 8` });
  await expect(mine).toContainText('Shortlist ready');
  await mine.getByRole('button', { name: 'See shortlist' }).click();
  await expect(mine.getByRole('heading', { name: `Your shortlist for ${jobNumber}` })).toBeVisible();
  for (const tutor of [picked, second, third]) {
    const entry = mine.getByRole('article', { name: tutor.name });
    await expect(entry.getByRole('link', { name: `CV of ${tutor.name} (PDF)` })).toHaveAttribute('href', /\/api\/tutors\/[\w-]+\/cv$/);
    await expect(entry).not.toContainText(tutor.email);
    await expect(entry).not.toContainText(tutor.phone);
  }
  await expectAccessible(guardianPage, '/dashboard/requests with the shortlist open');
  await mine.getByRole('button', { name: `Pick ${picked.name} for a trial class` }).click();
  const confirm = mine.getByRole('region', { name: 'Confirm your pick' });
  await expect(confirm).toContainText(`Pick ${picked.name} for a trial class?`);
  // The guardian proposes a trial class two days from now at 5 PM (the browser's local time).
  const trial = new Date(Date.now() + 2 * 86_400_000);
  const trialLocal = `${trial.getFullYear()}-${String(trial.getMonth() + 1).padStart(2, '0')}-${String(trial.getDate()).padStart(2, '0')}T17:00`;
  await confirm.getByLabel('Proposed trial date and time (optional)').fill(trialLocal);
  await confirm.getByRole('button', { name: 'Confirm pick' }).click();
  const pickedAlert = mine.getByRole('alert').filter({ hasText: `You picked ${picked.name}` });
  await expect(pickedAlert).toContainText('Trial class:');
  await expectAccessible(guardianPage, '/dashboard/requests after the pick');
  await guardianPage.reload();
  await expect(mine.getByText(/^Trial class: /)).toBeVisible();

  // 6. The team sees the guardian's pick on the applications page and, after the trial, confirms it: the select call
  //    with the agreed salary and the start date (through the API here; the page's confirmation dialog is covered
  //    in e2e/pages/admin-applications-payments.spec.ts).
  await adminPage.reload();
  // An applicant's card is named after the tutor once its contact lookup answers; after a reload the page asks for
  // every applicant of the ten jobs on it at once, which on a loaded CI machine took more than the 10 s default.
  await expect(applicants.getByRole('article', { name: `Applicant ${picked.name}` })).toContainText("Guardian's pick", {
    timeout: 30_000,
  });
  for (const tutor of others) {
    await expect(applicants.getByRole('article', { name: `Applicant ${tutor.name}` })).not.toContainText("Guardian's pick");
  }
  const selected = await adminContext.request.put(`/api/tuitionApply/select/${jobId}`, {
    headers: bearer(admin.token),
    data: { tutorId: picked.id, agreedSalary: 7000, startDate: dhakaToday() },
  });
  expect(selected.status(), await selected.text()).toBe(200);
  await guardianPage.reload();
  await expect(mine).toContainText('Tutor confirmed');
  await expect(mine.getByText('Your tutor is confirmed')).toBeVisible();
  await expectAccessible(guardianPage, '/dashboard/requests with a confirmed tutor');

  // My Requests is usable at 360 px: nothing wider than the screen, the request and its progress readable.
  await guardianPage.setViewportSize({ width: 360, height: 740 });
  await guardianPage.reload();
  await expect(guardianPage.getByRole('heading', { level: 1, name: 'My Requests' })).toBeVisible();
  await expect(mine).toContainText('Tutor confirmed');
  await expectNoSideScroll(guardianPage, 360, '/dashboard/requests');

  // 7. The picked tutor: Selected in My Applications, the guardian's phone in My Tuitions, a mail in the outbox.
  await switchTo(tutorPage, picked);
  await tutorPage.goto('/dashboard/applications');
  const application = tutorPage.getByRole('article').filter({ hasText: jobNumber });
  await expect(application.getByText('Selected', { exact: true }).first()).toBeVisible();
  await expect(application.getByText('Not selected', { exact: true })).toHaveCount(0);
  await tutorPage.goto('/dashboard/tuitions');
  const tuition = tutorPage.getByRole('article').filter({ hasText: jobNumber });
  await expect(tuition).toContainText('Agreed salary: 7,000 TK a month');
  const contact = tuition.getByRole('region', { name: `Guardian of ${jobNumber}` });
  await expect(contact).toContainText(guardian.name);
  await expect(contact.getByRole('link', { name: guardian.phone })).toHaveAttribute('href', `tel:${guardian.phone}`);
  const selectedMail = await waitForMail(picked.email, /Selected/);
  expect(selectedMail.subject).toContain(jobNumber);
  expect(selectedMail.subject).not.toMatch(/Not selected/i);

  // 8. The two others: Not selected in My Applications and a mail that says so; no Selected mail for them.
  for (const tutor of others) {
    await switchTo(tutorPage, tutor);
    await tutorPage.goto('/dashboard/applications');
    const theirs = tutorPage.getByRole('article').filter({ hasText: jobNumber });
    await expect(theirs.getByText('Not selected', { exact: true }).first()).toBeVisible();
    await expect(theirs.getByText('Selected', { exact: true })).toHaveCount(0);
    const mail = await waitForMail(tutor.email, /Not selected/);
    expect(mail.subject).toContain(jobNumber);
    expect(await mailsTo(tutor.email, /^Selected/)).toHaveLength(0);
  }
  // The last one's pages in the Not selected state: My Applications and the notifications page, checked by axe.
  await expectAccessible(tutorPage, '/dashboard/applications (Not selected)');
  await tutorPage.goto('/dashboard/notifications');
  await expect(tutorPage.getByRole('list', { name: 'Notifications' })).toContainText(jobNumber);
  await expectAccessible(tutorPage, '/dashboard/notifications (Not selected)');
  // And the picked tutor's mail was the only selection mail for this job.
  expect((await mailsTo(picked.email, /Not selected/)).length).toBe(0);

  await Promise.all([guardianContext.close(), adminContext.close(), tutorContext.close()]);
});
