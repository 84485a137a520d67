#!/usr/bin/env bash
# The whole suite, as CI runs it: types, lint, Feature-Sliced rules, Vitest, Storybook build, Playwright.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n=== %s ===\n' "$*"; }

step "browser"
bash scripts/ensure-chromium.sh

step "type check"
npx tsc -p tsconfig.json

step "eslint"
npx eslint . --max-warnings=0

step "steiger (Feature-Sliced Design)"
npx steiger ./src

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  # With PostgreSQL at hand (CI) each server test runs once, on PostgreSQL; the PGlite run keeps the client tests and
  # the tests whose subject is the embedded database (PGLITE_SUBJECT_TESTS in vitest.config.ts). The e2e journeys
  # run the whole product on PGlite, as `npm start` does.
  step "vitest (client, and the embedded database's own tests on PGlite)"
  SERVER_TESTS=postgres npx vitest run

  step "vitest (server on PostgreSQL: ${TEST_DATABASE_URL%%\?*})"
  TEST_DB=postgres npx vitest run tests/server \
    --exclude tests/server/backup-restore.test.ts --exclude tests/server/data-folder-lock.test.ts \
    --exclude tests/server/main-process.test.ts --exclude tests/server/seed.test.ts
else
  step "vitest (server on PGlite)"
  npx vitest run
fi

step "storybook build"
# Every story must build; the suite builds them as Storybook's test build does (--test: no docs pages, no docgen),
# a third of the full build's CPU (20.7 s against 63.9 s user). `npm run build-storybook` makes the full one.
npx storybook build --test -o storybook-static --quiet

step "client build (and the server's render of the public pages)"
npx vite build
npx vite build --ssr src/app/entrypoint/server.tsx

step "playwright (Chromium)"
npx playwright test
