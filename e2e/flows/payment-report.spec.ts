import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '../support/test';
import { ADMIN } from '../support/admin';
import { logInThroughUi, registerThroughApi } from '../support/auth';
import { bearer, logInThroughApi } from '../support/member';

async function staffSignsIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

// Issue 13: the tutor reports a bKash payment from My Tuitions, finance confirms it on /admin/member-reports (a
// payment on the ledger), and the tutor downloads the receipt (a PDF).
test('a tutor reports a bKash payment, finance confirms it, the tutor downloads the receipt', async ({ page, request, browser, baseURL }) => {
  test.setTimeout(300_000);
  const owner = await logInThroughApi(request, { ...ADMIN, userType: 'admin' });

  // A job of the board, the tutor applies and is selected (through the API): a Due fee of 3,600 TK.
  const board = await request.get('/api/tuitions?limit=5');
  const jobs = ((await board.json()) as { data: { jobId: string; jobNumber: number }[] }).data;
  const tutor = await registerThroughApi(request, 'tutor', 'Sadia Islam');
  const session = await logInThroughApi(request, { email: tutor.email, password: tutor.password, userType: 'tutor' });
  let job: { jobId: string; jobNumber: number } | undefined;
  const today = new Date(Date.now() + 6 * 3_600_000).toISOString().slice(0, 10);
  for (const candidate of jobs) {
    const applied = await request.post(`/api/tuitionApply/apply/${candidate.jobId}`, { headers: bearer(session.token) });
    if (!applied.ok()) continue;
    const selected = await request.put(`/api/tuitionApply/select/${candidate.jobId}`, {
      headers: bearer(owner.token),
      data: { tutorId: session.id, agreedSalary: 6000, startDate: today },
    });
    if (selected.ok()) {
      job = candidate;
      break;
    }
  }
  expect(job, 'a board job the new tutor can be selected for').toBeTruthy();
  const jobNumber = `SK-${job!.jobNumber}`;

  // The tutor reports the payment from My Tuitions: form, summary, sent.
  await logInThroughUi(page, tutor);
  await page.goto('/dashboard/tuitions');
  const card = page.getByRole('article').filter({ hasText: jobNumber });
  await card.getByRole('button', { name: 'Report a payment' }).click();
  const dialog = page.getByRole('dialog', { name: `Report a payment for ${jobNumber}` });
  await dialog.getByRole('combobox', { name: /How did you pay/ }).click();
  await page.getByRole('option', { name: 'bKash' }).click();
  const reference = `BKE${Date.now()}`;
  await dialog.getByRole('textbox', { name: /Transaction ID/ }).fill(reference);
  await dialog.getByRole('textbox', { name: /Amount paid/ }).fill('3600');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toContainText(`You paid 3,600 TK by bKash for ${jobNumber}, transaction ID ${reference}.`);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog).toContainText('Thank you. The Shikhon team will check your payment and confirm it.');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(card).toContainText('Waiting for confirmation', { timeout: 30_000 });

  // Finance (a new staff member) confirms it on /admin/member-reports after the summary.
  const finance = { name: 'Farida Finance', email: `finance-${Date.now()}@staff.shikhon.test`, password: 'Finance@123' };
  const created = await request.post('/api/admin/staff', { headers: bearer(owner.token), data: { ...finance, role: 'finance' } });
  expect(created.status(), await created.text()).toBe(201);
  // Finance works in a browser of their own (the tutor stays signed in on the first).
  const staffContext = await browser.newContext({ baseURL });
  const staffPage = await staffContext.newPage();
  await staffSignsIn(staffPage, finance.email, finance.password);
  await staffPage.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Member reports' }).click();
  const report = staffPage.getByRole('article', { name: `Payment report for ${jobNumber}` });
  await expect(report).toContainText(reference);
  await report.getByRole('button', { name: 'Confirm' }).click();
  const confirm = staffPage.getByRole('dialog', { name: `Confirm the payment for ${jobNumber}` });
  await expect(confirm).toContainText('owed 3,600 TK → 0 TK');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(staffPage.getByText('Confirmed and recorded.')).toBeVisible();
  await staffContext.close();

  // The tutor sees it confirmed and downloads the receipt.
  // The reports load after the card (a second call): give a slow machine time.
  await page.reload();
  await expect(card).toContainText('Confirmed', { timeout: 30_000 });
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download receipt' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^shikhon-receipt-R-[0-9A-F]{8}\.pdf$/);
  const path = await file.path();
  expect((await readFile(path!)).subarray(0, 5).toString()).toBe('%PDF-');
});
