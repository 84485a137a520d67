import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { effectorSids } from './scripts/vite-effector-sids';
import { alias } from './vite.config';

/**
 * Server tests whose subject is the embedded database itself (the data folder, its lock, backups, the server
 * process on an empty folder, kill -9 on PGlite). With `SERVER_TESTS=postgres` (scripts/test.sh sets it when
 * TEST_DATABASE_URL is set, as in CI) the other server tests leave the PGlite run: they run once, on PostgreSQL,
 * in the next stage. Without it (a developer's machine) every test runs here on PGlite.
 */
export const PGLITE_SUBJECT_TESTS = [
  'tests/server/backup-restore.test.ts',
  'tests/server/data-folder-lock.test.ts',
  'tests/server/main-process.test.ts',
  'tests/server/seed.test.ts',
  'tests/server/kill-durability.test.ts',
  'tests/server/queue-kill.test.ts',
];
const serverTestsOnPostgres = process.env.SERVER_TESTS === 'postgres' && process.env.TEST_DB !== 'postgres';

/**
 * Client tests that share one module graph per worker (`isolate: false`): React, Mantine and the app are imported
 * once per worker instead of once per file (issue 15); tests/setup-client.ts sets again for each file what a module
 * does only when imported. The feature and page tests stay isolated: over the whole set, some of them met what an
 * earlier file had left running (a request answered after its file ended, a form that took no typing), depending on
 * the order. So do the two shared tests that type into an input (OTP boxes, the whole-number box): in one order of
 * six, what they typed was not taken (docs/operations.md, "The whole suite").
 */
export const CLIENT_TESTS_TYPING = ['tests/shared/otp-input.test.tsx', 'tests/shared/whole-number-input.test.tsx'];
const CLIENT_SHARED_GRAPH = ['tests/!(server|features|pages)/**/*.test.{ts,tsx}', 'tests/*.test.{ts,tsx}'];
const CLIENT_ISOLATED = ['tests/{features,pages}/**/*.test.{ts,tsx}', ...CLIENT_TESTS_TYPING];

export default defineConfig({
  // Units get the same sids as in the builds, so a test can serialize a scope as the server render does.
  plugins: [effectorSids(), react()],
  resolve: { alias: { ...alias, '@server': new URL('./server', import.meta.url).pathname } },
  test: {
    globals: true,
    environment: 'happy-dom',
    setupFiles: ['./tests/setup.ts'],
    // Page tests take 2–8 s on a quiet 2-core machine; the margin is for a loaded one (CI shares it).
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // PGlite instances are memory-hungry; two workers fit 2 cores.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'client',
          include: CLIENT_SHARED_GRAPH,
          exclude: CLIENT_TESTS_TYPING,
          isolate: false,
          setupFiles: ['./tests/setup-client.ts', './tests/setup-session-machine.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'client-isolated', include: CLIENT_ISOLATED, setupFiles: ['./tests/setup-session-machine.ts'] },
      },
      {
        // Each server file builds its own app and database: a fresh module graph each, as before.
        extends: true,
        test: { name: 'server', include: serverTestsOnPostgres ? PGLITE_SUBJECT_TESTS : ['tests/server/**/*.test.{ts,tsx}'] },
      },
    ],
  },
});
