import { expect, test } from '../support/test';
import { ADMIN } from '../support/admin';
import { logInThroughUi, registerThroughApi } from '../support/auth';

test('a student who opens /admin lands on /admin/login', async ({ page, request }) => {
  const student = await registerThroughApi(request, 'student', 'Guarded Guardian');
  await logInThroughUi(page, student);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard Login' })).toBeVisible();
  // The guard replaced the history entry: going back does not return to /admin.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/admin$/);
});

test('the admin logs in, reaches /admin, opens the profile and signs out', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Please fill in all fields')).toBeVisible();

  await page.getByLabel('Email address').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid credentials. Please try again.')).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Login successful. Redirecting...')).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Your Profile' }).click();
  await expect(page).toHaveURL(/\/admin\/profile$/);
  await expect(page.getByRole('heading', { name: 'Admin Profile' })).toBeVisible();
  await expect(page.getByRole('main').getByText(ADMIN.email)).toBeVisible();

  // A reload restores the session: the guard lets the admin stay.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Admin Profile' })).toBeVisible();

  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
});
