import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '../support/test';
import { expectNoSideScroll } from '../support/accessibility';
import { logInThroughUi } from '../support/auth';

/**
 * Issue 16: the member area in Bangla on a 360 px phone. A guardian signed in opens `/dashboard/requests?lang=bn`:
 * `<html lang="bn">`, My Requests, its sidebar and its button read in Bangla, with the list or its empty state in
 * Bangla too; the spec's English comes back with `?lang=en`. `SCREENSHOTS=1` saves docs/screenshots/bn-my-requests-360.png.
 */
const WIDTH = 360;
test.use({ viewport: { width: WIDTH, height: 740 }, locale: 'en-US', actionTimeout: 15_000 });

const GUARDIAN = { email: 'guardian@shikhon.test', password: 'Guardian@123', userType: 'student' } as const;

async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.SCREENSHOTS !== '1') return;
  mkdirSync('docs/screenshots', { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `docs/screenshots/${name}`, fullPage: false });
}

test('My Requests in Bangla at 360 px, and back to the spec English', async ({ page }) => {
  // The member area's code and both catalogues load on first use: slow on a busy machine.
  test.setTimeout(180_000);
  await logInThroughUi(page, GUARDIAN);

  await page.goto('/dashboard/requests?lang=bn');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('heading', { level: 1, name: 'আমার অনুরোধ' })).toBeVisible({ timeout: 60_000 });
  await expect(page).toHaveTitle('আমার অনুরোধ | Shikhon');
  await expect(page.getByRole('link', { name: '+ নতুন টিউশন পোস্ট করুন' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'ড্যাশবোর্ড' });
  await expect(menu.getByRole('link', { name: 'আমার অনুরোধ' })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('button', { name: 'লগ আউট' })).toBeVisible();
  // The guardian's requests with their stages in Bangla, or the empty state in Bangla.
  await expect(page.getByRole('article').first().or(page.getByText('এখনো কোনো অনুরোধ নেই।'))).toBeVisible();
  await page.waitForLoadState('networkidle');
  const articles = page.getByRole('article');
  if ((await articles.count()) > 0) {
    await expect(articles.first()).toContainText(/পোস্ট করা হয়েছে [০-৯]/);
  }
  await expect(page.getByRole('heading', { level: 1, name: 'My Requests' })).toHaveCount(0);
  await expectNoSideScroll(page, WIDTH, 'My Requests in Bangla');
  await screenshot(page, 'bn-my-requests-360.png');

  await page.goto('/dashboard/requests?lang=en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'My Requests' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('link', { name: '+ Post New Tuition Job' })).toBeVisible();
});
