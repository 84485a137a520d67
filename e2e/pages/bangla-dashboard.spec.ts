import { mkdirSync } from 'node:fs';
import { expect, test } from '../support/test';
import { expectNoSideScroll } from '../support/accessibility';
import { logInThroughUi } from '../support/auth';

/**
 * Issue 16: the tutor's own dashboard in Bangla on a 360 px phone. The seeded tutor signs in and opens their
 * dashboard (`/dashboard/{id}`) with `?lang=bn`: `<html lang="bn">`, the heading, cards and checklist read in Bangla;
 * `?lang=en` brings the spec's English back. `SCREENSHOTS=1` saves docs/screenshots/bn-dashboard-360.png.
 */
const WIDTH = 360;
test.use({ viewport: { width: WIDTH, height: 740 }, locale: 'en-US', actionTimeout: 15_000 });

const TUTOR = { email: 'tutor@shikhon.test', password: 'Tutor@123', userType: 'tutor' } as const;

test("the tutor's dashboard in Bangla at 360 px, and back to the spec English", async ({ page }) => {
  // The member area's code and both catalogues load on first use: slow on a busy machine.
  test.setTimeout(180_000);
  await logInThroughUi(page, TUTOR);
  const dashboard = new URL(page.url()).pathname;

  await page.goto(`${dashboard}?lang=bn`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('heading', { level: 1, name: 'টিউটর প্রোফাইল' })).toBeVisible({ timeout: 60_000 });
  await expect(page).toHaveTitle('ড্যাশবোর্ড | Shikhon');
  await expect(page.getByRole('region', { name: 'ব্যক্তিগত তথ্য' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'বর্তমান অবস্থা' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'প্রোফাইল চেকলিস্ট' })).toBeVisible();
  // The checklist's percent in Bangla digits.
  await expect(page.getByText(/^প্রোফাইল [০-৯]+% সম্পূর্ণ$/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Tutor Profile' })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await expectNoSideScroll(page, WIDTH, 'the tutor dashboard in Bangla');

  if (process.env.SCREENSHOTS === '1') {
    mkdirSync('docs/screenshots', { recursive: true });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: 'docs/screenshots/bn-dashboard-360.png', fullPage: false });
  }

  await page.goto(`${dashboard}?lang=en`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Tutor Profile' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 2, name: 'Profile checklist' })).toBeVisible();
});
