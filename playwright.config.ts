import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** The e2e server's own data folder: PGlite, uploads and the mail outbox the journeys read OTPs from. */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? join(tmpdir(), `shikhon-e2e-${PORT}`);
process.env.E2E_DATA_DIR = E2E_DATA_DIR;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: `rm -rf "${E2E_DATA_DIR}" && node --import tsx server/main.ts`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    // Health answers before an empty database is seeded (server/main.ts seeds after listen): the journeys log in
    // with the seeded accounts, so they start once the accounts are printed.
    wait: { stdout: /Seeded accounts|Accounts seeded earlier|No starting accounts/ },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // Journeys log in and register many times: the auth rate limit would only measure the suite.
      RATE_LIMIT_MAX: '10000',
    },
  },
});
