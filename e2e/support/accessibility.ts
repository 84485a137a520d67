import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe (WCAG 2 A and AA) on the page as it is now, below the site header: no serious or critical violation. The header
 * is checked with its own work (as in tutor-my-work.spec.ts): its account button's initials take a colour from the
 * member's name, and some of those colours are below 4.5:1, so the result would depend on who is logged in.
 */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).exclude('header').analyze();
  const found = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id} [${violation.impact}] ${node.target.join(' ')}: ${node.failureSummary ?? ''}`));
  expect(found.length, `${where}:\n  ${found.join('\n  ')}`).toBe(0);
}

/** Usable at this width: nothing on the page is wider than the screen. */
export async function expectNoSideScroll(page: Page, width: number, where: string): Promise<void> {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `${where} is ${scrollWidth} px wide at ${width} px`).toBeLessThanOrEqual(width);
}
