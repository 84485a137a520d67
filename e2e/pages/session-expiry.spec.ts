import { expect, test } from '../support/test';
import { logInThroughUi, registerThroughApi } from '../support/auth';

// A session the server no longer accepts (here revoked, as a logout elsewhere or a password reset does; an
// expired one answers the same 401) takes the member to /login with the notice, and the login returns to the page.
test('a revoked session opens /login with "Your session has expired" and the login returns to the page', async ({
  page,
  request,
}) => {
  const account = await registerThroughApi(request, 'student', 'Nasrin Sultana');
  await logInThroughUi(page, account);
  const dashboard = new URL(page.url()).pathname;
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  // Off the app while the server ends the session: a call of the open page (the bell's first poll) answered 401
  // would end the session there, before the member page below is opened with the stale token.
  await page.goto('about:blank');

  // The server ends the session behind the page's back.
  const revoked = await request.get('/api/auth/logout', { headers: { Authorization: `Bearer ${token}` } });
  expect(revoked.status()).toBe(200);

  // Opening a member page with the stale token: its first call answers 401.
  await page.goto(`${dashboard}?from=bookmark`);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your session has expired. Please log in again.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await expect(page.getByText(/\b401\b|Unauthorized/)).toHaveCount(0);

  await page.getByRole('radio', { name: 'Guardian/Student' }).check();
  await page.getByLabel('Email or Phone').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login as a Guardian/Student' }).click();
  await expect(page).toHaveURL(new RegExp(`${dashboard}\\?from=bookmark$`));
});
