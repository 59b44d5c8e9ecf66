import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';
import { en } from './src/shared/i18n/en';
import { zh } from './src/shared/i18n/zh';
import { zhBase } from './src/shared/i18n/zh.base';
import { zhScreens } from './src/shared/i18n/zh.screens';

const sharedDir = resolve(__dirname, 'src/shared');
const alias = { '@shared': sharedDir };

/**
 * src/shared runs nothing when imported (contract, rules, catalogues: see the architecture guide): a
 * constant of it built by a call (a zod schema, a table of rules) may be dropped when nothing reads it.
 * Marked so for rollup, the first screen takes the catalogue's messages from a domain module without
 * its schemas, zod's and decimal.js's code (the messages live beside the rules on purpose).
 */
function pureSharedConstants(): Plugin {
  // Literals, functions and names are free already; anything else may call into a library rollup cannot see through.
  const free = new Set(['Literal', 'TemplateLiteral', 'Identifier', 'ArrowFunctionExpression', 'FunctionExpression', 'ClassExpression']);
  return {
    name: 'pure-shared-constants',
    enforce: 'post',
    transform(code, id) {
      if (!id.startsWith(sharedDir) || !/\.tsx?$/.test(id)) return null;
      const inits: { start: number; end: number }[] = [];
      for (const statement of this.parse(code).body) {
        const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
        if (declaration?.type !== 'VariableDeclaration') continue;
        for (const { init } of declaration.declarations) {
          if (init && !free.has(init.type)) inits.push(init as unknown as { start: number; end: number });
        }
      }
      if (!inits.length) return null;
      // A pure-annotated arrow called in place: rollup drops it whole when its value goes unread (a
      // pure-annotated chain of zod calls alone is kept, each property read being a possible getter).
      const out = new MagicString(code);
      for (const init of inits) {
        out.appendLeft(init.start, '/* @__PURE__ */ (() => (');
        out.appendRight(init.end, '))()');
      }
      return { code: out.toString(), map: out.generateMap({ hires: true }) };
    },
  };
}

/**
 * The catalogues are data, assembled from the domain modules that own their messages (each beside its
 * rules). Built into the renderer as that data, the first screen's Chinese catalogue no longer brings
 * every domain's schemas (and zod, decimal.js) with it. Build only: the dev server follows edits.
 */
function cataloguesAsData(): Plugin {
  const data = new Map([
    [resolve(sharedDir, 'i18n/zh.ts'), `export const zh = ${JSON.stringify(zh)};`],
    [resolve(sharedDir, 'i18n/zh.base.ts'), `export const zhBase = ${JSON.stringify(zhBase)};`],
    [resolve(sharedDir, 'i18n/zh.screens.ts'), `export const zhScreens = ${JSON.stringify(zhScreens)};`],
    [resolve(sharedDir, 'i18n/en.ts'), `export const en = ${JSON.stringify(en)};`],
  ]);
  return { name: 'catalogues-as-data', apply: 'build', enforce: 'pre', load: (id) => data.get(id) ?? null };
}

export default defineConfig({
  main: {
    resolve: { alias },
    build: {
      outDir: 'out/main',
      rollupOptions: { input: { index: resolve(__dirname, 'src/main/electron/main.ts') } },
    },
  },
  preload: {
    resolve: { alias },
    build: {
      outDir: 'out/preload',
      // A sandboxed preload must be a single CommonJS file that requires nothing but electron.
      externalizeDeps: false,
      rollupOptions: {
        input: { index: resolve(__dirname, 'src/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(__dirname, 'src/renderer'),
    resolve: { alias },
    // electron-vite forces a relative base in builds; history routes (/desk/index) need absolute asset URLs.
    plugins: [react(), { name: 'absolute-base', config: () => ({ base: '/' }) }, pureSharedConstants(), cataloguesAsData()],
    build: {
      outDir: resolve(__dirname, 'out/renderer'),
      // electron-vite leaves the renderer unminified by default; /login's budget (250 KB gzipped) needs it.
      minify: true,
      rollupOptions: {
        input: { index: resolve(__dirname, 'src/renderer/index.html') },
        // For the same reason a module of src/shared whose exports go unused is left out (the English catalogue
        // stays in its own chunk, loaded when English is chosen: i18n/catalogues.ts), and so is decimal.js,
        // which only defines its class.
        treeshake: { moduleSideEffects: (id) => !id.startsWith(sharedDir) && !id.includes('/node_modules/decimal.js/') },
      },
    },
  },
});
