import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests in Debian's Chromium through browser mode: global-setup builds the renderer when
 * needed and starts the host (reference server + desktop core) on a fresh data folder.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/support/global-setup.ts',
  globalTeardown: './tests/e2e/support/global-teardown.ts',
  // One host serves every test and its core holds one session, so tests run one after another.
  workers: 1,
  fullyParallel: false,
  // One more try in CI only; a test that needs it is reported as flaky (docs/decisions.md, Build and CI).
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  timeout: 45_000,
  // About 12 minutes on a quiet 2-core machine; the margin keeps a slow run green and CI under 30 minutes.
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
    trace: 'retain-on-failure',
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
