import { defineConfig } from '@playwright/test';

/**
 * Each worker starts a server of its own (e2e/support/test.ts: port E2E_PORT + 1000 × worker, an empty data folder,
 * the seeded demo), so journeys of two workers never share a database. Two workers use both cores of the CI machine.
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    browserName: 'chromium',
    // A failed test keeps its trace with the page's DOM at every step, and a screenshot of its end. The trace's own
    // screenshots (a screencast of every test, kept only when it fails) are left out: they cost Chromium 20–45 % more
    // CPU on every test (docs/decisions.md, "The Playwright stage's browser work").
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // No GPU here: with Playwright's --enable-gpu-rasterization Chromium rasterised in its GPU process through
      // SwiftShader (GL emulated on the CPU); without it and without that fallback, Skia draws in plain software
      // (about 8 % less browser CPU, docs/decisions.md, "The Playwright stage's browser work").
      ignoreDefaultArgs: ['--enable-gpu-rasterization'],
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-software-rasterizer',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
