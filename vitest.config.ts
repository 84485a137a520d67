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

export default defineConfig({
  // Units get the same sids as in the builds, so a test can serialize a scope as the server render does.
  plugins: [effectorSids(), react()],
  resolve: { alias: { ...alias, '@server': new URL('./server', import.meta.url).pathname } },
  test: {
    globals: true,
    environment: 'happy-dom',
    setupFiles: ['./tests/setup.ts'],
    include: serverTestsOnPostgres
      ? ['tests/!(server)/**/*.test.{ts,tsx}', 'tests/*.test.{ts,tsx}', ...PGLITE_SUBJECT_TESTS]
      : ['tests/**/*.test.{ts,tsx}'],
    // Page tests take 2–8 s on a quiet 2-core machine; the margin is for a loaded one (CI shares it).
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // PGlite instances are memory-hungry; two workers fit 2 cores.
    maxWorkers: 2,
  },
});
