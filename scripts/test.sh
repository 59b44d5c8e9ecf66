#!/usr/bin/env bash
# `npm test`: typecheck, lint, unit and integration tests (vitest), the build, and end-to-end tests
# in Chromium through browser mode. Integration and e2e run against a real keychain.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-node-natives.sh
echo "== typecheck ($(date +%T))" && npm run --silent typecheck
echo "== lint ($(date +%T))" && npm run --silent lint
echo "== build ($(date +%T))" && npx electron-vite build >/dev/null
echo "== unit and integration ($(date +%T))" && bash scripts/with-keyring.sh npx vitest run
echo "== end to end ($(date +%T))" && bash scripts/with-keyring.sh npx playwright test
echo "== done ($(date +%T))"
