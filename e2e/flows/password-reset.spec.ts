import { expect, test } from '../support/test';
import { logInThroughUi, registerThroughApi, typeOtp } from '../support/auth';
import { readOtp } from '../support/outbox';

test('a tutor resets a forgotten password and logs in with the new one', async ({ page, request }) => {
  const tutor = await registerThroughApi(request, 'tutor', 'Rafiq Hasan');
  const newPassword = 'NewTutor#2026';

  await page.goto('/forgot-password');
  await page.getByLabel('Email address').fill(tutor.email);
  const started = Date.now();
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('OTP sent to your email address')).toBeVisible();

  const otp = await readOtp(tutor.email, started);
  await typeOtp(page, otp);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByText('OTP verified successfully')).toBeVisible();

  await page.getByLabel('New Password').fill(newPassword);
  await page.getByLabel('Confirm Password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password reset successful')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });

  // The old password no longer opens the account; the new one does.
  const old = await request.post('/api/auth/login', {
    data: { emailOrPhone: tutor.email, password: tutor.password, userType: 'tutor', rememberMe: false },
  });
  expect(old.status()).toBe(401);
  await logInThroughUi(page, { email: tutor.email, password: newPassword, userType: 'tutor' });
  await expect(page.getByRole('button', { name: /Rafiq Hasan/ }).first()).toBeVisible();
});
