import { resolve } from 'node:path';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, type ViteUserConfig } from 'vitest/config';
import electronViteConfig from './electron.vite.config';

/** The renderer's own Vite settings (aliases, React plugin), so components build as the app builds them. */
const renderer = (electronViteConfig as { renderer: Pick<ViteUserConfig, 'resolve' | 'plugins'> }).renderer;

export default defineConfig({
  resolve: { alias: { '@shared': resolve(__dirname, 'src/shared') } },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
          environment: 'node',
          // Servers started with process.env hash at scrypt's test cost; the hashing tests ask for the default.
          env: { CEM_SCRYPT_LOG_N: '14' },
          // Test servers start from a template of a first start, built once per run (tests/support/serverTemplate.ts).
          globalSetup: ['tests/support/templatesSetup.ts'],
          // Integration suites start real servers and databases; two cores run two files at once.
          fileParallelism: true,
          maxWorkers: 2,
          // Projects with different worker counts run one after the other: the server suites first.
          sequence: { groupOrder: 0 },
        },
      },
      {
        resolve: renderer.resolve,
        plugins: renderer.plugins,
        // Bundled up front: a dependency found halfway through a run is bundled again on its own,
        // with a second copy of React inside (TipTap's hooks then fail with "reading 'useRef'").
        optimizeDeps: {
          include: [
            'react',
            'react-dom',
            'react-dom/client',
            'react/jsx-dev-runtime',
            '@fluentui/react-components',
            '@fluentui/react-icons',
            '@tiptap/react',
            '@tiptap/starter-kit',
            '@tanstack/react-query',
            'react-hook-form',
            '@hookform/resolvers/zod',
            'i18next',
            'react-i18next',
            'zod',
            'decimal.js',
            'dompurify',
            'date-fns',
            'vitest-browser-react',
          ],
        },
        test: {
          name: 'component',
          sequence: { groupOrder: 1 },
          include: ['tests/component/**/*.test.tsx'],
          setupFiles: ['tests/component/support/fakeCore.ts'],
          // Failure screenshots and attachments go with the other test artefacts (ignored by git).
          attachmentsDir: 'tests/.artifacts/component/attachments',
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            screenshotDirectory: 'tests/.artifacts/component',
            // Debian's Chromium: this machine (and CI) cannot download Playwright's own browser.
            provider: playwright({
              launchOptions: {
                executablePath: process.env.CEM_CHROMIUM ?? '/usr/bin/chromium',
                args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
              },
            }),
            instances: [{ browser: 'chromium', viewport: { width: 1280, height: 800 } }],
          },
        },
      },
    ],
  },
});
