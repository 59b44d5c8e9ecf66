// Lint, and the import directions of docs/architecture (who may import whom) as errors.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const NODE_BUILTINS = ['node:*', 'fs', 'fs/*', 'path', 'os', 'crypto', 'child_process', 'http', 'https', 'net', 'url', 'stream', 'events', 'util', 'worker_threads'];

/** Builds a no-restricted-imports rule from the layers a folder must not reach. */
function layerRule(layer, forbidden) {
  return {
    'no-restricted-imports': [
      'error',
      {
        patterns: forbidden.map(({ group, why }) => ({ group, message: `${layer} must not import this: ${why}` })),
      },
    ],
  };
}

const MAIN = { group: ['**/main/**', '**/main'], why: 'the desktop core runs in another process; go through the bridge.' };
const SERVER = { group: ['**/server/**', '**/server'], why: 'the reference server is reached over HTTP only.' };
/**
 * What the desktop core and the host may import from src/server: its entry only (startServer and its
 * types). Everything else, a top-level file such as server/config included, is the server's own.
 */
export const SERVER_ENTRY_ALLOW_LIST = ['index'];
const SERVER_INTERNALS = {
  group: ['**/server/*', '**/server/**', ...SERVER_ENTRY_ALLOW_LIST.flatMap((file) => [`!**/server/${file}`, `!**/server/${file}.ts`])],
  why: `only the server entry (src/server/${SERVER_ENTRY_ALLOW_LIST.join(', ')}) may be used to start it.`,
};
const RENDERER = { group: ['**/renderer/**'], why: 'the UI is not importable from other layers.' };
const PRELOAD = { group: ['**/preload/**'], why: 'the preload is its own bundle.' };
const ELECTRON = { group: ['electron'], why: 'Electron wiring lives in src/main/electron and src/preload only.' };
const NODE = { group: NODE_BUILTINS, why: 'this layer runs without Node.' };
const SERVICES = { group: ['**/services/**'], why: 'the desktop core is reached through the bridge.' };

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'tests/.artifacts/**', '.cem-data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  { files: ['src/shared/**'], rules: layerRule('src/shared', [MAIN, SERVER, RENDERER, PRELOAD, ELECTRON, NODE]) },
  {
    files: ['src/renderer/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, ...layerRule('src/renderer', [MAIN, SERVER, PRELOAD, ELECTRON, NODE, SERVICES]) },
  },
  { files: ['src/main/services/**'], rules: layerRule('src/main/services', [ELECTRON, SERVER, RENDERER, PRELOAD, { group: ['**/host/**', '**/electron/**'], why: 'services are used by the transports, not the reverse.' }]) },
  { files: ['src/main/host/**'], rules: layerRule('src/main/host', [ELECTRON, SERVER_INTERNALS, RENDERER, PRELOAD, { group: ['**/electron/**'], why: 'browser mode runs without Electron.' }]) },
  { files: ['src/main/electron/**'], rules: layerRule('src/main/electron', [SERVER_INTERNALS, RENDERER, PRELOAD, { group: ['**/host/**'], why: 'the host is the browser-mode transport.' }]) },
  { files: ['src/preload/**'], rules: layerRule('src/preload', [MAIN, SERVER, RENDERER, NODE]) },
  { files: ['src/server/**'], rules: layerRule('src/server', [MAIN, RENDERER, PRELOAD, ELECTRON]) },
);
