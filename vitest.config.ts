import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { effectorSids } from './scripts/vite-effector-sids';
import { alias } from './vite.config';

export default defineConfig({
  // Units get the same sids as in the builds, so a test can serialize a scope as the server render does.
  plugins: [effectorSids(), react()],
  resolve: { alias: { ...alias, '@server': new URL('./server', import.meta.url).pathname } },
  test: {
    globals: true,
    environment: 'happy-dom',
    setupFiles: ['./tests/setup.ts'],
    include: ['tests/**/*.test.{ts,tsx}'],
    // Page tests take 2–8 s on a quiet 2-core machine; the margin is for a loaded one (CI shares it).
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // PGlite instances are memory-hungry; two workers fit 2 cores.
    maxWorkers: 2,
  },
});
