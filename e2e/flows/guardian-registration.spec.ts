import { expect, test } from '../support/test';
import { logInThroughUi, typeOtp } from '../support/auth';
import { readOtp, uniqueContact } from '../support/outbox';

test('a new guardian registers with the e-mailed OTP, logs in, sees their name and logs out', async ({ page }) => {
  const { email, phone } = uniqueContact('guardian');
  const name = 'Nusrat Jahan';
  const password = 'Guardian#2026';

  await page.goto('/signup');
  await page.getByRole('radio', { name: 'Guardian/Student' }).check();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Re-enter Password').fill(password);
  const started = Date.now();
  await page.getByRole('button', { name: 'Submit & Register' }).click();

  await expect(page.getByText('Enter OTP sent to your email')).toBeVisible();
  const otp = await readOtp(email, started);
  await typeOtp(page, otp);
  await page.getByRole('button', { name: 'Verify OTP' }).click();

  await expect(page).toHaveURL(/\/login$/);

  await logInThroughUi(page, { email, password, userType: 'student' });
  const menu = page.getByRole('button', { name: new RegExp(name) }).first();
  await expect(menu).toBeVisible();

  await menu.click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('link', { name: 'Login', exact: true }).first()).toBeVisible();
  const stored = await page.evaluate(() => ['token', 'userId', 'userName', 'userType', 'tutorId'].map((k) => localStorage.getItem(k)));
  expect(stored).toEqual([null, null, null, null, null]);
});
