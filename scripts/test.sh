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

step "vitest (server on PGlite)"
npx vitest run

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "vitest (server on PostgreSQL: ${TEST_DATABASE_URL%%\?*})"
  TEST_DB=postgres npx vitest run tests/server
fi

step "storybook build"
npx storybook build -o storybook-static --quiet

step "client build"
npx vite build

step "playwright (Chromium)"
npx playwright test
