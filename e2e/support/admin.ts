import { expect, type APIRequestContext, type Page } from '@playwright/test';

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

/** How the admin screens name a job: "Job ID: SK-10234" (its number, read from the public job answer). */
export async function jobLabel(request: APIRequestContext, jobId: string): Promise<string> {
  const answer = await request.get(`/api/tuitions/${jobId}`);
  expect(answer.status(), await answer.text()).toBe(200);
  return `Job ID: SK-${((await answer.json()) as { data: { jobNumber: number } }).data.jobNumber}`;
}
