#!/usr/bin/env bash
# `npm test`: typecheck, lint, unit and integration tests (vitest), the build, and end-to-end tests
# in Chromium through browser mode. Integration and e2e run against a real keychain.
set -euo pipefail
cd "$(dirname "$0")/.."
stage() { echo "== $1 ($(date +%T))"; }
bash scripts/ensure-node-natives.sh
stage "typecheck" && npm run --silent typecheck
stage "lint" && npm run --silent lint
stage "build" && npx electron-vite build >/dev/null
stage "unit and integration" && bash scripts/with-keyring.sh npx vitest run
stage "end to end" && bash scripts/with-keyring.sh npx playwright test
stage "done"
