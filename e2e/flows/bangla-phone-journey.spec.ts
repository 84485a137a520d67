// Issue 16, item 5: the whole marketplace loop in Bangla, by phone. A guardian switches the site to Bangla,
// registers with a mobile number and the code from the SMS outbox, posts a tutor request; a tutor registers by phone
// in Bangla and applies; the admin (in English) approves and selects; the tutor gets the selection SMS in Bangla.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import enCommon from '../../src/shared/i18n/locales/en/common.json' with { type: 'json' };
import bnAuth from '../../src/shared/i18n/locales/bn/auth.json' with { type: 'json' };
import bnBoard from '../../src/shared/i18n/locales/bn/board.json' with { type: 'json' };
import bnCatalogue from '../../src/shared/i18n/locales/bn/catalogue.json' with { type: 'json' };
import bnCommon from '../../src/shared/i18n/locales/bn/common.json' with { type: 'json' };
import bnMember from '../../src/shared/i18n/locales/bn/member.json' with { type: 'json' };
import { ADMIN, adminLogsIn, jobLabel } from '../support/admin';
import { pickOption } from '../support/forms';
import { bearer, logInThroughApi, uploadDocumentsThroughApi } from '../support/member';
import { uniqueContact } from '../support/outbox';

const BENGALI = /[\u0980-\u09FF]/;

interface OutboxSms {
  to: string;
  text: string;
  at: string;
}

/** Every SMS the e2e server wrote to `to` (no SMS_URL: one JSON file per SMS in DATA_DIR/sms-outbox), newest first. */
async function smsTo(to: string): Promise<OutboxSms[]> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through playwright.config.ts');
  const dir = join(dataDir, 'sms-outbox');
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.json'));
  const all = await Promise.all(names.map(async (name) => JSON.parse(await readFile(join(dir, name), 'utf8')) as OutboxSms));
  return all.filter((sms) => sms.to === to).sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
}

/** Waits for an SMS to `to` sent at or after `after` that `matches`, and returns it. */
async function waitForSms(to: string, after: number, matches: (sms: OutboxSms) => boolean, timeoutMs = 15_000): Promise<OutboxSms> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = (await smsTo(to)).find((sms) => Date.parse(sms.at) >= after - 1000 && matches(sms));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No matching SMS reached ${to} within ${timeoutMs} ms`);
}

/** The six-digit code of the newest SMS to `to` sent after `after`. */
async function smsCode(to: string, after: number): Promise<string> {
  const sms = await waitForSms(to, after, (entry) => /\b\d{6}\b/.test(entry.text));
  return /\b(\d{6})\b/.exec(sms.text)![1]!;
}

/** Registers by phone (no e-mail) through the Bangla signup screen and the SMS code; ends on the login screen. */
async function registerByPhoneInBangla(page: Page, account: { name: string; phone: string; password: string; userType: 'tutor' | 'student' }) {
  const r = bnAuth.register;
  await page.goto('/signup');
  await expect(page.getByRole('heading', { level: 1, name: r.headingTutor }).or(page.getByRole('heading', { level: 1, name: r.headingStudent }))).toBeVisible();
  await page.getByRole('radio', { name: bnCommon.ui.memberType[account.userType], exact: true }).check();
  await expect(page.getByRole('heading', { level: 1, name: account.userType === 'tutor' ? r.headingTutor : r.headingStudent })).toBeVisible();
  await page.getByLabel(r.name, { exact: true }).fill(account.name);
  await page.getByRole('textbox', { name: r.phone, exact: true }).fill(account.phone);
  if (account.userType === 'tutor') await page.getByLabel(r.gender, { exact: true }).selectOption('Female');
  await page.getByLabel(r.password, { exact: true }).fill(account.password);
  await page.getByLabel(r.rePassword, { exact: true }).fill(account.password);
  const started = Date.now();
  await page.getByRole('button', { name: r.submit }).click();

  // The code went by SMS only: the step says so in Bangla, and the SMS itself is in Bangla.
  await expect(page.getByRole('heading', { level: 1, name: bnAuth.otp.headingPhone })).toBeVisible();
  const code = await smsCode(account.phone, started);
  const sms = (await smsTo(account.phone))[0]!;
  expect(sms.text).toMatch(BENGALI);
  const boxes = page.getByRole('textbox', { name: /অঙ্ক/ });
  await expect(boxes).toHaveCount(6);
  await boxes.first().click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: bnAuth.otp.verify }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** Logs in with the mobile number through the Bangla login screen; answers the account id from the dashboard URL. */
async function logInByPhoneInBangla(page: Page, account: { phone: string; password: string; userType: 'tutor' | 'student' }): Promise<string> {
  const l = bnAuth.login;
  await page.goto('/login');
  await page.getByRole('radio', { name: bnCommon.ui.memberType[account.userType], exact: true }).check();
  await page.getByLabel(l.emailOrPhone, { exact: true }).fill(account.phone);
  await page.getByLabel(l.password, { exact: true }).fill(account.password);
  await page.getByRole('button', { name: account.userType === 'tutor' ? l.submitTutor : l.submitStudent }).click();
  await expect(page).toHaveURL(/\/dashboard\/[\w-]+$/);
  return new URL(page.url()).pathname.split('/').pop()!;
}

/** Signs out but keeps the browser's language (only the session keys go). */
async function signOut(page: Page): Promise<void> {
  await page.evaluate(() => ['token', 'userId', 'userName', 'userType', 'tutorId'].forEach((key) => localStorage.removeItem(key)));
}

/** The tutor's identity documents uploaded and verified by the administrator, through the API as marketplace-loop does. */
async function verifyTutorThroughApi(request: APIRequestContext, tutor: { phone: string; password: string }): Promise<void> {
  const session = await logInThroughApi(request, { email: tutor.phone, password: tutor.password, userType: 'tutor' });
  await uploadDocumentsThroughApi(request, session);
  const admin = await logInThroughApi(request, { ...ADMIN, userType: 'admin' });
  const verified = await request.put(`/api/tutors/verify/${session.id}`, { headers: bearer(admin.token), data: { isApproved: true } });
  expect(verified.ok(), await verified.text()).toBe(true);
}

test('in Bangla by phone: a guardian registers and posts a request, a tutor applies, is selected and gets a Bangla SMS', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const password = 'Dhaka-Secret-2026';
  const guardian = { name: 'রহিমা বেগম', phone: uniqueContact('guardian').phone, password, userType: 'student' as const };
  const tutor = { name: 'Tanjila Akter', phone: uniqueContact('tutor').phone, password, userType: 'tutor' as const };
  const studentName = `Nusrat ${Date.now() % 100000}`;
  const w = bnMember.wizard;

  // 1. The site opens in English; the header's language switch turns it to Bangla.
  await page.goto('/');
  const toBangla = page.getByRole('button', { name: enCommon.language.switchToLabel }).first();
  await expect(toBangla).toBeVisible();
  await toBangla.click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('button', { name: bnCommon.language.switchToLabel }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: bnCommon.header.login, exact: true }).first()).toBeVisible();

  // 2. The guardian registers with a mobile number and the SMS code, all in Bangla, and logs in with the number.
  await registerByPhoneInBangla(page, guardian);
  const guardianId = await logInByPhoneInBangla(page, guardian);

  // 3. The request through the dashboard wizard in Bangla (catalogue values shown by their Bangla labels).
  await page.goto(`/dashboardTutorRequest/${guardianId}`);
  const form = page.getByRole('form', { name: w.formLabel });
  await expect(form.getByText(w.steps.studentInfo).first()).toBeVisible();
  await form.getByLabel(w.fields.studentName).fill(studentName);
  await form.getByRole('radio', { name: bnCatalogue.studentGender.Female, exact: true }).check();
  await pickOption(page, w.fields.district, bnCatalogue.district.Dhaka);
  await pickOption(page, w.fields.area, 'Mirpur');
  await form.getByRole('button', { name: w.next }).click();
  await pickOption(page, w.fields.category, bnCatalogue.category['English Version']);
  await pickOption(page, w.fields.class, bnCatalogue.class['Class 8']);
  await pickOption(page, bnMember.requestDetails.fields.subjects, bnCatalogue.subject.Physics, { multi: true });
  await form.getByRole('button', { name: w.next }).click();
  await form.getByLabel(w.fields.time).fill('Evening');
  await form.getByLabel(w.fields.salary).fill('5000-7000');
  await form.getByRole('checkbox', { name: w.fields.agree }).check();
  await form.getByRole('button', { name: w.submit }).click();
  await expect(form.getByRole('status')).toContainText(w.messages.success);
  await signOut(page);

  // 4. A tutor registers by phone in Bangla (this browser is still in Bangla); documents and verification through
  //    the API, as the English journey does.
  await registerByPhoneInBangla(page, tutor);
  await verifyTutorThroughApi(request, tutor);

  // 5. The admin, in English, approves the request: a tuition is created.
  await page.evaluate(() => localStorage.clear());
  await adminLogsIn(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
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
  await page.evaluate(() => localStorage.clear());

  // 6. The tutor, in Bangla, opens the tuition and applies.
  await page.goto('/');
  await page.getByRole('button', { name: enCommon.language.switchToLabel }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await logInByPhoneInBangla(page, tutor);
  await page.goto(`/tuition_details/${approved.jobId}`);
  await page.getByRole('button', { name: bnBoard.apply.applyNow }).click();
  await expect(page.getByText(bnBoard.apply.messages.success).first()).toBeVisible();
  await page.evaluate(() => localStorage.clear());

  // 7. The admin, in English, selects the tutor.
  await adminLogsIn(page);
  await page.goto('/admin/applications');
  const job = page.getByRole('region', { name: approvedJobLabel });
  // Under a busy machine the admin's lazy page can take a while to arrive.
  await expect(job).toContainText('Total Applicants: 1', { timeout: 30_000 });
  const applicant = job.getByRole('article', { name: `Applicant ${tutor.name}` });
  await expect(applicant).toContainText(tutor.phone);
  const selectedAt = Date.now();
  await applicant.getByRole('button', { name: `Select Tutor ${tutor.name}` }).click();
  const selectDialog = page.getByRole('dialog', { name: 'Select tutor' });
  await selectDialog.getByRole('button', { name: 'Confirm selection' }).click();
  await expect(page.getByText('Tutor selected successfully').first()).toBeVisible();

  // 8. The tutor's phone gets the selection SMS in Bangla (the language saved on the account at registration).
  const jobNumber = approvedJobLabel.replace('Job ID: ', '');
  const selectedSms = await waitForSms(tutor.phone, selectedAt, (sms) => !/\b\d{6}\b/.test(sms.text) && BENGALI.test(sms.text));
  expect(selectedSms.text).toMatch(BENGALI);
  expect(selectedSms.text).toMatch(/^শিখন: /);
  expect(selectedSms.text).toContain('নির্বাচিত');
  expect(selectedSms.text.length).toBeGreaterThan(jobNumber.length);
});
