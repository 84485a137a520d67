import { expect, test, type Page } from '../support/test';
import { adminLogsIn } from '../support/admin';
import { logInThroughUi } from '../support/auth';

/**
 * Every route of the product on a small phone (360 × 740): the page never scrolls sideways (wide
 * tables scroll inside their own container) and its main heading is visible. Where a page is too
 * wide, the failure names the elements that stick out, so the fix can go straight to them.
 */
const WIDTH = 360;
test.use({ viewport: { width: WIDTH, height: 740 }, actionTimeout: 15_000 });
// Each test logs in on its own and only reads the seeded data, so they may run on both workers at once: this file is
// the suite's longest (5.8 min of one worker in a run at load 19), and run in one piece it kept
// the other worker idle at the end of the stage.
test.describe.configure({ mode: 'parallel' });

/** The seeded demo accounts (server/seed/accounts.ts). */
const GUARDIAN = { email: 'guardian@shikhon.test', password: 'Guardian@123', userType: 'student' } as const;
const TUTOR = { email: 'tutor@shikhon.test', password: 'Tutor@123', userType: 'tutor' } as const;

type Layout = {
  scrollWidth: number;
  /** The outermost elements wider than the screen that no clipping/scrolling ancestor contains. */
  offenders: string[];
  /** Tables that are wider than the screen without a scrolling ancestor of their own. */
  looseTables: string[];
};

/** Measures the page in the browser: its scroll width and, when it is too wide, who is to blame. */
function measureLayout(page: Page): Promise<Layout> {
  return page.evaluate((limit) => {
    const describe = (el: Element): string => {
      const path: string[] = [];
      for (let node: Element | null = el; node && node !== document.body && path.length < 4; node = node.parentElement) {
        const classes = [...node.classList].filter((c) => !c.startsWith('m_')).slice(0, 2);
        const id = node.id ? `#${node.id}` : '';
        path.unshift(`${node.tagName.toLowerCase()}${id}${classes.map((c) => `.${c}`).join('')}`);
      }
      const box = el.getBoundingClientRect();
      const label = el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
      return `${path.join(' > ')} [left ${Math.round(box.left)}, width ${Math.round(box.width)}] "${label}"`;
    };
    const fixed = (el: Element): boolean => {
      for (let node: Element | null = el; node; node = node.parentElement) {
        if (getComputedStyle(node).position === 'fixed') return true;
      }
      return false;
    };
    /** True when an ancestor clips or scrolls its content sideways and itself fits the screen. */
    const contained = (el: Element): boolean => {
      for (let node = el.parentElement; node && node !== document.documentElement; node = node.parentElement) {
        const overflowX = getComputedStyle(node).overflowX;
        if (overflowX !== 'visible' && node.getBoundingClientRect().right <= limit + 1) return true;
      }
      return false;
    };
    const scrolls = (el: Element): boolean => {
      for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
        const overflowX = getComputedStyle(node).overflowX;
        if (overflowX === 'auto' || overflowX === 'scroll') return true;
      }
      return false;
    };
    const sticksOut = (el: Element): boolean => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && (box.right > limit + 1 || box.left < -1) && !fixed(el) && !contained(el);
    };

    const scrollWidth = document.documentElement.scrollWidth;
    const offenders: string[] = [];
    if (scrollWidth > limit + 1) {
      const all = [...document.body.querySelectorAll('*')].filter(sticksOut);
      const set = new Set(all);
      for (const el of all) {
        if (!el.parentElement || !set.has(el.parentElement)) offenders.push(describe(el));
      }
    }
    const looseTables = [...document.querySelectorAll('table')]
      .filter((table) => table.getBoundingClientRect().width > limit && !scrolls(table))
      .map(describe);
    return { scrollWidth, offenders: offenders.slice(0, 8), looseTables };
  }, WIDTH);
}

/** Waits until the page's data has come (no spinner or skeleton left), without failing when a spinner stays. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await expect(page.locator('.mantine-Loader-root:not(button *), .mantine-Skeleton-root[data-visible]'))
    .toHaveCount(0, { timeout: 8_000 })
    .catch(() => undefined);
}

/** Visits one route and checks it softly, so one run reports every page that is too wide. */
async function checkRoute(page: Page, path: string): Promise<void> {
  await test.step(path, async () => {
    await page.goto(path);
    const heading = page.getByRole('heading', { level: 1 }).first();
    await expect.soft(heading, `${path}: the main heading is visible`).toBeVisible();
    await settle(page);
    const layout = await measureLayout(page);
    expect
      .soft(layout.scrollWidth, `${path} is ${layout.scrollWidth}px wide; sticking out:\n  ${layout.offenders.join('\n  ')}`)
      .toBeLessThanOrEqual(WIDTH + 1);
    expect.soft(layout.looseTables, `${path}: tables wider than the screen must scroll in their own container`).toEqual([]);
  });
}

/** The path of the first link on `listPath` whose address contains `fragment` (a card of a list). */
async function firstLink(page: Page, listPath: string, fragment: string): Promise<string> {
  await page.goto(listPath);
  const link = page.locator(`a[href*="${fragment}"]`).first();
  await expect(link).toBeAttached();
  return new URL((await link.getAttribute('href'))!, page.url()).pathname;
}

const idFromUrl = (page: Page) => new URL(page.url()).pathname.split('/').pop()!;

test('public pages fit a 360 px screen', async ({ page }) => {
  test.setTimeout(180_000);
  const tuition = await firstLink(page, '/tution_list', '/tuition_details/');
  const tutor = await firstLink(page, '/premium_tutor', '/premium_tutor_details/');
  for (const path of [
    '/',
    '/tution_list',
    '/tuition_list',
    tuition,
    '/premium_tutor',
    tutor,
    '/request_for_tutor',
    '/login',
    '/signup',
    '/forgot-password',
    '/faq',
    '/terms_and_conditions',
    '/privacy_policy',
    '/admin/login',
    '/no-such-page-here',
  ]) {
    await checkRoute(page, path);
  }
});

test('a guardian’s pages fit a 360 px screen', async ({ page }) => {
  test.setTimeout(120_000);
  await logInThroughUi(page, GUARDIAN);
  const id = idFromUrl(page);
  for (const path of [`/dashboard/${id}`, `/studentPostedJobs/${id}`, `/dashboardTutorRequest/${id}`, `/update-profile/${id}`]) {
    await checkRoute(page, path);
  }
});

test('a tutor’s pages fit a 360 px screen', async ({ page }) => {
  test.setTimeout(120_000);
  await logInThroughUi(page, TUTOR);
  const id = idFromUrl(page);
  for (const path of [`/dashboard/${id}`, `/update-profile/${id}`]) {
    await checkRoute(page, path);
  }
});

const ADMIN_PAGES = [
  '/admin',
  '/admin/students',
  '/admin/tutors',
  '/admin/tuitions',
  '/admin/create-tuition',
  '/admin/profile',
  '/admin/applications',
  '/admin/tutor-requests',
  '/admin/student-tutor-requests',
  '/admin/payment-info',
  '/admin/testimonials',
  '/admin/affiliate',
];

test('every admin page fits a 360 px screen', async ({ page }) => {
  test.setTimeout(240_000);
  await adminLogsIn(page);
  for (const path of ADMIN_PAGES) {
    await checkRoute(page, path);
  }
});

test('the keyboard reaches the main content of every admin page from the top', async ({ page }) => {
  test.setTimeout(180_000);
  const MAX_PRESSES = 40;
  await adminLogsIn(page);
  for (const path of ADMIN_PAGES) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await settle(page);
      // Start before the first focusable element, as a fresh page load does.
      await page.evaluate(() => {
        (document.activeElement as HTMLElement | null)?.blur();
        window.scrollTo(0, 0);
      });
      let presses = 0;
      let inMain = false;
      const offScreen: string[] = [];
      while (!inMain && presses < MAX_PRESSES) {
        await page.keyboard.press('Tab');
        presses += 1;
        const stop = await page.evaluate(() => {
          const active = document.activeElement;
          const main = document.getElementById('main-content');
          const box = active?.getBoundingClientRect();
          return {
            inMain: !!active && !!main && active !== main && main.contains(active),
            offScreen: !!box && (box.right <= 0 || box.left >= window.innerWidth),
            name: active ? (active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 40) : '',
          };
        });
        inMain = stop.inMain;
        if (stop.offScreen) offScreen.push(stop.name);
      }
      expect.soft(inMain, `${path}: Tab reaches the page's content within ${MAX_PRESSES} presses`).toBe(true);
      // Known and reported, not failed here: the closed mobile sidebar keeps its links in the tab order.
      if (offScreen.length > 0 && path === ADMIN_PAGES[0]) {
        test.info().annotations.push({
          type: 'off-screen focus',
          description: `${offScreen.length} Tab stops before the content are off-screen: ${offScreen.join(', ')}`,
        });
      }
      if (inMain) {
        // What has focus is visible on screen (scrolled into view, not hidden behind the header).
        await expect.soft(page.locator(':focus'), `${path}: the focused control is visible`).toBeVisible();
      }
    });
  }
});
