import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { readOtp, uniqueContact } from './outbox';

export type NewAccount = { name: string; email: string; phone: string; password: string; userType: 'tutor' | 'student' };

/** Registers an account through the real API (initiate → OTP from the outbox → verify → register). */
export async function registerThroughApi(
  request: APIRequestContext,
  userType: 'tutor' | 'student',
  name: string,
): Promise<NewAccount> {
  const { email, phone } = uniqueContact(userType);
  const password = 'Secret#1234';
  const body = { name, email, phone, password, confirmPassword: password, userType, gender: userType === 'tutor' ? 'Female' : undefined };
  const started = Date.now();
  const initiated = await request.post('/api/auth/initiate_registration', { data: body });
  expect(initiated.status(), await initiated.text()).toBe(200);
  const otp = await readOtp(email, started);
  const verified = await request.post('/api/auth/verify_registration', { data: { email, otp } });
  expect(verified.status(), await verified.text()).toBe(200);
  const registered = await request.post('/api/auth/register', { data: body });
  expect(registered.ok(), await registered.text()).toBe(true);
  return { name, email, phone, password, userType };
}

/** Logs in through the login screen and waits for the dashboard. */
export async function logInThroughUi(page: Page, account: Pick<NewAccount, 'email' | 'password' | 'userType'>): Promise<void> {
  await page.goto('/login');
  await page.getByRole('radio', { name: account.userType === 'tutor' ? 'Tutor' : 'Guardian/Student' }).check();
  await page.getByLabel('Email or Phone').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page
    .getByRole('button', { name: account.userType === 'tutor' ? 'Login as a Tutor' : 'Login as a Guardian/Student' })
    .click();
  await expect(page.getByText('Login successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/[\w-]+$/);
}

/** Types a code into the six OTP boxes the way a person does: one key at a time from the first box. */
export async function typeOtp(page: Page, otp: string): Promise<void> {
  const boxes = page.getByRole('textbox', { name: /digit/i });
  await expect(boxes).toHaveCount(6);
  await boxes.first().click();
  await page.keyboard.type(otp);
}
