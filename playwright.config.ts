import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests in Debian's Chromium through browser mode: global setup builds the renderer once
 * when needed; each worker starts its own host (reference server + desktop core) on a fresh data
 * folder (the `host` fixture in tests/e2e/support/fixtures.ts).
 */
// A host you started yourself (CEM_E2E_LAUNCH_URL) holds one session, so it gets one worker.
const externalHost = !!process.env.CEM_E2E_LAUNCH_URL;
// Two: each worker is a Chromium and a host (server + core), and CI has two cores (docs/decisions.md,
// CI budget, for what was measured); CEM_E2E_WORKERS overrides it.
const workers = externalHost ? 1 : Number(process.env.CEM_E2E_WORKERS ?? 2);

// Tests tagged @pictures (support/fixtures.ts PICTURES) only take pictures for a person to look at:
// `npm run pictures` runs just them; everything else leaves them out, CI included (README, CI budget).
const pictures = process.env.CEM_E2E_PICTURES === '1';

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  ...(pictures ? { grep: /@pictures/ } : { grepInvert: /@pictures/ }),
  globalSetup: './tests/e2e/support/global-setup.ts',
  // Each worker has a host of its own whose core holds one session: a worker's tests run one after
  // another, workers side by side. Whole files go to a worker (tests of a file may build on each
  // other's scene, and a worker reused for the next file keeps its host, so no start-up is paid again).
  workers,
  fullyParallel: false,
  // One more try in CI only; a test that needs it is reported as flaky (docs/decisions.md, Build and CI).
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  timeout: 45_000,
  // Budget (README, CI budget): .ci/run under 30 minutes, of which npm ci, typecheck, lint, build and
  // vitest take about 6 on a quiet 2-core machine. A suite that outgrows the rest fails here rather
  // than pass 30 minutes: then move rules down to unit/server/component tests, not this cap up.
  globalTimeout: 22 * 60_000,
  expect: { timeout: 10_000 },
  outputDir: 'test-results',
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    locale: 'zh-CN',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    // Recorded on a retry only (CI retries a failed test once; a local run passes --trace on when it
    // needs one): recording every test's trace, kept only on failure, cost about half of the suite's
    // time on the 2-core machine (docs/decisions.md, "CI time before the finance screens").
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CEM_CHROMIUM ?? '/usr/bin/chromium',
      // Keeps Chromium off the network on machines that only reach loopback and the npm registry.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
