#!/usr/bin/env bash
# `npm test`: typecheck, lint, unit and integration tests (vitest), the build, and end-to-end tests
# in Chromium through browser mode. Integration and e2e run against a real keychain.
set -euo pipefail
cd "$(dirname "$0")/.."
# Prints how long each step took, and a table of all of them at the end (scripts/stages.sh).
source scripts/stages.sh
stage "native modules" && bash scripts/ensure-node-natives.sh
# Three independent checks side by side on CI's two cores (each waits on the disk as much as the CPU).
stage "typecheck, lint and build" && bash scripts/side-by-side.sh \
  'typecheck=npm run --silent typecheck' 'lint=npm run --silent lint' 'build=npx electron-vite build >/dev/null'
stage "unit, integration, component (vitest)" && bash scripts/with-keyring.sh npx vitest run
stage "end to end (playwright)" && bash scripts/with-keyring.sh npx playwright test
