import { expect, type Page } from '@playwright/test';

/** The seeded administrator (printed by `npm start`). */
export const ADMIN = { email: 'admin@shikhon.test', password: 'Admin@Shikhon1' };

/** Logs the administrator in through /admin/login and waits for the dashboard. */
export async function adminLogsIn(page: Page): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Email address').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}
