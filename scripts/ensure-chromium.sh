#!/usr/bin/env bash
# Playwright runs in Debian's Chromium: no browser is ever downloaded.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then
  echo "Chromium: $("$CHROMIUM" --version 2>/dev/null || echo "$CHROMIUM")"
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing: installing Debian's package (about a minute)..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
  echo "Chromium: $("$CHROMIUM" --version)"
  exit 0
fi
echo "Chromium is not installed at $CHROMIUM, and this user cannot install it." >&2
echo "Install Debian's package as root:  apt-get update && apt-get install -y chromium" >&2
echo "or point CHROMIUM_PATH at an existing Chromium binary." >&2
exit 1
