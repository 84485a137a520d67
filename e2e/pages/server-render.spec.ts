import { expect, test, type Page } from '../support/test';

/**
 * Issue 15, "first screen from the server": home, the board, a job, Find tutors and a tutor arrive as HTML with their
 * content (seen here with JavaScript off), and once the browser has taken the page over it does not ask the API for
 * the data the page came with; a page opened afterwards loads its own as before.
 */
test.use({ viewport: { width: 412, height: 823 } });
test.setTimeout(180_000);
const SLOW = { timeout: 60_000 };

/** The API calls for a page's data (the session's own calls, none for a guest, are not data). */
function watchDataCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/auth')) calls.push(`${request.method()} ${url.pathname}`);
  });
  return calls;
}

/** Errors the browser reports while taking pages over (React's hydration mismatches are console errors, #418 to #425). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** Waits until the page's script has taken the page over (a hydrated page answers the language switch). */
async function hydrated(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', SLOW);
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return Boolean(root && Object.keys(root).some((key) => key.startsWith('__reactContainer')));
  }, undefined, SLOW);
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('home, the board, a job, Find tutors and a tutor have their content', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Reliable Tuition Platform for Home & Online' })).toBeVisible();
    await expect(page.locator('#home-tutors-heading')).toBeVisible();
    const tutorLinks = page.locator('main a[href^="/premium_tutor_details/"]');
    expect(await tutorLinks.count()).toBeGreaterThan(0);

    await page.goto('/tution_list');
    await expect(page.getByText(/Showing \d+-\d+ of \d+ jobs/)).toBeVisible();
    const jobLink = page.getByRole('link', { name: 'View Details' }).first();
    const jobPath = await jobLink.getAttribute('href');
    expect(jobPath).toMatch(/^\/tuition_details\/[\w-]+$/);

    await page.goto(jobPath!);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apply Now' })).toBeVisible();

    await page.goto('/premium_tutor');
    const tutorPath = await page.locator('main a[href^="/premium_tutor_details/"]').first().getAttribute('href');
    expect(tutorPath).toMatch(/^\/premium_tutor_details\/[\w-]+$/);
    await page.goto(tutorPath!);
    await expect(page.locator('title')).not.toHaveText('Tutor Details | Shikhon');
    await expect(page).toHaveTitle(/\| Tutor Details \| Shikhon$/);

    await page.goto('/?lang=bn');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  });
});

test('the browser takes each page over without fetching its data again, and loads the next page as usual', async ({ page }) => {
  const calls = watchDataCalls(page);
  const errors = watchErrors(page);
  await page.goto('/');
  await hydrated(page);
  expect(calls, 'data calls after home was taken over').toEqual([]);

  await page.goto('/tution_list');
  await hydrated(page);
  expect(calls, 'data calls after the board was taken over').toEqual([]);

  // A job opened from the board is the browser's own page: it asks for the job.
  await page.getByRole('link', { name: 'View Details' }).first().click();
  await expect(page).toHaveURL(/\/tuition_details\/[\w-]+$/);
  await expect(page.getByRole('button', { name: 'Apply Now' })).toBeVisible(SLOW);
  expect(calls.some((call) => /^GET \/api\/tuitions\/[\w-]+$/.test(call)), calls.join(', ')).toBe(true);

  calls.length = 0;
  await page.goto('/premium_tutor');
  await hydrated(page);
  expect(calls, 'data calls after Find tutors was taken over').toEqual([]);

  // A tutor opened from the list is the browser's own page: it asks for the tutor.
  const tutorLink = page.locator('main a[href^="/premium_tutor_details/"]').first();
  const tutorPath = (await tutorLink.getAttribute('href'))!;
  await tutorLink.click();
  await expect(page).toHaveTitle(/\| Tutor Details \| Shikhon$/, SLOW);
  expect(calls).toContain(`GET /api/tutors/${tutorPath.split('/').pop()}`);

  // The same tutor from the server: taken over without asking again.
  calls.length = 0;
  await page.goto(tutorPath);
  await hydrated(page);
  await expect(page).toHaveTitle(/\| Tutor Details \| Shikhon$/);
  expect(calls, 'data calls after the tutor was taken over').toEqual([]);
  // Each page was taken over as the server rendered it (hydrated in a transition, src/app/main.tsx): no mismatch.
  expect(errors).toEqual([]);
});
