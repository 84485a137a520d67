import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '../support/test';

/**
 * Issue 16: the public site in Bangla on a 360 px phone. `/?lang=bn` shows the home page with `<html lang="bn">` and
 * no English word in the header, the page or the footer (outside names, the brand and what members typed), the choice
 * survives a reload and a plain `/`, the board reads in Bangla too, and the switch brings back the spec's English
 * word for word. The Bangla font is fetched only in Bangla. `SCREENSHOTS=1` saves docs/screenshots/bn-*-360.png.
 */
const WIDTH = 360;
test.use({ viewport: { width: WIDTH, height: 740 }, locale: 'en-US', actionTimeout: 30_000 });
// The home page loads many small chunks: on a busy machine the first paint can take a while.
test.setTimeout(300_000);
const SLOW = { timeout: 60_000 };

const BOARD = '/tution_list';
const BANGLA_FONT = /\/fonts\/noto-sans-bengali-[\w-]*\.woff2/;

/**
 * Latin words allowed on a Bangla screen: the brand, the switch's "English" (the other language's own name) and the
 * job-number prefix ("SK-10234" is an id people quote). Names and member-typed text are marked data-user-content.
 */
const ALLOWED = new Set(['Shikhon', 'English', 'SK']);

/** Every Latin word of the visible text, outside what members and partners typed (`[data-user-content]`). */
async function latinWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const style = document.createElement('style');
    // Also Mantine's own carousel announcement ("Slide 2 of 8", fixed English inside @mantine/carousel: left open).
    style.textContent = '[data-user-content], .mantine-Carousel-root > [role="status"] { display: none !important; }';
    document.head.appendChild(style);
    const text = document.body.innerText;
    style.remove();
    const withoutMails = text.replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ');
    // "Shikhon-এর": the brand with a Bangla ending.
    return (withoutMails.match(/[A-Za-z][A-Za-z'’-]*/g) ?? []).map((word) => word.replace(/[-'’]+$/, ''));
  });
}

async function expectOnlyBangla(page: Page, where: string): Promise<void> {
  const stray = [...new Set(await latinWords(page))].filter((word) => !ALLOWED.has(word));
  expect(stray, `English words on ${where} in Bangla`).toEqual([]);
}

/** The home page with its data in: the stats, the district counts and the tutors have answered. */
async function homeSettled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(SLOW);
  await page.waitForLoadState('networkidle', SLOW);
}

function watchFonts(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (BANGLA_FONT.test(request.url())) requested.push(request.url());
  });
  return requested;
}

async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.SCREENSHOTS !== '1') return;
  mkdirSync('docs/screenshots', { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `docs/screenshots/${name}`, fullPage: false });
}

test('English: the spec words, and the Bangla font is never fetched', async ({ page }) => {
  const fonts = watchFonts(page);
  await page.goto('/');
  await homeSettled(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Reliable Tuition Platform for Home & Online' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Types Of Tuition' })).toBeVisible();
  await page.goto(BOARD);
  await expect(page.getByRole('heading', { level: 1, name: 'Tuition Board' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(fonts, 'Bangla font requests in English').toEqual([]);
});

test('/?lang=bn: Bangla throughout, remembered, the board too, and back to the spec English', async ({ page }) => {
  const fonts = watchFonts(page);
  await page.goto('/?lang=bn');
  await homeSettled(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('heading', { level: 1, name: 'বাসায় ও অনলাইনে পড়ানোর নির্ভরযোগ্য টিউশন প্ল্যাটফর্ম' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'টিউশনের ধরন', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /^ঢাকা/ }).first()).toBeVisible();
  await expectOnlyBangla(page, 'the home page');
  await expect.poll(() => fonts.length, { message: 'the Bangla font is fetched in Bangla' }).toBeGreaterThan(0);
  await screenshot(page, 'bn-home-360.png');

  // The header at 360 px: logo, switch and burger on one row, the switch reachable by keyboard, axe clean.
  const bar = page.locator('header').first();
  const switchInBar = bar.getByRole('button', { name: /Show in English/ }).first();
  await expect(switchInBar).toBeVisible();
  const box = await switchInBar.boundingBox();
  expect(box && box.x + box.width, 'the switch fits on the screen').toBeLessThanOrEqual(WIDTH);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH);
  await page.locator('body').press('Tab');
  let reached = false;
  for (let step = 0; step < 8 && !reached; step += 1) {
    reached = await switchInBar.evaluate((element) => element === document.activeElement);
    if (!reached) await page.keyboard.press('Tab');
  }
  expect(reached, 'Tab reaches the language switch').toBe(true);
  const axe = await new AxeBuilder({ page }).include('header').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  // The phone menu has the switch too.
  await page.getByRole('button', { name: 'মেনু খুলুন বা বন্ধ করুন' }).click();
  await expect(page.getByRole('navigation', { name: 'মোবাইল মেনু' }).getByRole('button', { name: /Show in English/ })).toBeVisible();
  await page.getByRole('button', { name: 'মেনু খুলুন বা বন্ধ করুন' }).click();

  // Remembered: a reload, then the plain address.
  await page.reload();
  await homeSettled(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await page.goto('/');
  await homeSettled(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('heading', { level: 1, name: 'বাসায় ও অনলাইনে পড়ানোর নির্ভরযোগ্য টিউশন প্ল্যাটফর্ম' })).toBeVisible();

  // The board in Bangla.
  await page.goto(BOARD);
  await expect(page.getByRole('heading', { level: 1, name: 'টিউশন বোর্ড' })).toBeVisible();
  await expect(page.getByText(/টিউশনের মধ্যে .* দেখানো হচ্ছে/)).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectOnlyBangla(page, 'the tuition board');
  await screenshot(page, 'bn-board-360.png');

  // Back to English: the spec's words, word for word.
  await page.goto('/');
  await homeSettled(page);
  await page.locator('header').first().getByRole('button', { name: /Show in English/ }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Reliable Tuition Platform for Home & Online' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Types Of Tuition', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How Tutors can get started?' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How Students/Guardians can get started?' })).toBeVisible();
  await expect(page.getByText('Total Guardians/Students')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Useful Links' })).toBeVisible();
  await expect(page.getByText('© ', { exact: false }).filter({ hasText: 'Shikhon. All rights reserved.' })).toBeVisible();
  await page.goto(BOARD);
  await expect(page.getByRole('heading', { level: 1, name: 'Tuition Board' })).toBeVisible();
  await expect(page.getByText(/^Showing \d+-\d+ of \d+ jobs$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Advance Filter' })).toBeVisible();
});
