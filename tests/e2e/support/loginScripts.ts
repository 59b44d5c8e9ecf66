/**
 * The one rule for "the JavaScript /login loads holds none of the back-office screens" (issue 3), used
 * by the end-to-end test (tests/e2e/login.spec.ts) and the benchmark (tests/bench/shell.bench.ts).
 *
 * - The screens are every lazy route target of the router and of the resource registry: each
 *   `import('…')` in those two files, read from the sources so a new screen is covered at once.
 * - Each screen must be a chunk of its own in the build. Rollup keeps a module that something imports
 *   statically inside that importer's chunk, so a screen without a chunk was pulled into another one,
 *   possibly the one /login loads, where no chunk name would betray it.
 * - /login may load only the entry (index.html's scripts), the login screen's chunk and what those two
 *   import statically, transitively (an allow-list read from the built chunks), and that allow-list
 *   holds no screen but the login screen.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { RENDERER_OUT } from './buildRenderer';

/** The files whose `import('…')` calls are the lazy screens. */
export const SCREEN_SOURCES = ['src/renderer/src/router/createAppRouter.tsx', 'src/renderer/src/resources/registry.ts'] as const;
/** The screen /login itself shows. */
export const LOGIN_SCREEN = 'LoginPage';

/** The module names (file names without extension) of every lazy screen, the login screen among them. */
export function lazyScreens(root: string): string[] {
  const names = new Set<string>();
  for (const file of SCREEN_SOURCES) {
    const text = readFileSync(join(root, file), 'utf8');
    for (const match of text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) names.add(basename(match[1]!).replace(/\.(tsx?|jsx?)$/, ''));
  }
  return [...names].sort();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The static imports of one built chunk (`import … from"./x.js"`, `import"./x.js"`), not its `import("./x.js")`. */
function staticImports(assets: string, file: string): string[] {
  const code = readFileSync(join(assets, file), 'utf8');
  return [...code.matchAll(/(?:\bfrom\s*|\bimport\s*)["']\.\/([^"']+\.js)["']/g)].map((m) => m[1]!);
}

export interface LoginScriptRule {
  /** Every lazy screen and its chunk file (under /assets/). */
  screens: Map<string, string>;
  /** The script files /login may load: the entry and the login screen, with their static imports. */
  allowed: Set<string>;
  /** What is wrong with the build itself (a screen without its own chunk, a screen in the allow-list). */
  buildProblems: string[];
}

/** Reads the rule off the sources and the built renderer (out/renderer, as the host serves it). */
export function loginScriptRule(root: string, outDir = join(root, RENDERER_OUT)): LoginScriptRule {
  const assets = join(outDir, 'assets');
  const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
  const names = lazyScreens(root);
  const buildProblems: string[] = [];
  if (!names.includes(LOGIN_SCREEN) || !names.includes('WorkbenchPage') || !names.includes('MainLayout')) {
    buildProblems.push(`the lazy screens read from ${SCREEN_SOURCES.join(' and ')} look wrong: ${names.join(', ')}`);
  }
  const screens = new Map<string, string>();
  for (const name of names) {
    const chunk = files.find((f) => new RegExp(`^${escape(name)}-[\\w-]+\\.js$`).test(f));
    if (chunk) screens.set(name, chunk);
    else buildProblems.push(`${name} has no chunk of its own: something imports it statically`);
  }

  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!);
  if (entries.length === 0) buildProblems.push('index.html loads no script');
  const allowed = new Set<string>();
  const queue = [...entries, ...(screens.has(LOGIN_SCREEN) ? [screens.get(LOGIN_SCREEN)!] : [])];
  while (queue.length) {
    const file = queue.pop()!;
    if (allowed.has(file)) continue;
    allowed.add(file);
    queue.push(...staticImports(assets, file));
  }
  for (const [name, chunk] of screens) {
    if (name !== LOGIN_SCREEN && allowed.has(chunk)) buildProblems.push(`${name} is imported statically by what /login loads`);
  }
  return { screens, allowed, buildProblems };
}

/**
 * Everything wrong with the scripts a visit to /login loaded (URL paths such as /assets/x.js): the
 * build's problems, the login screen not loaded, and every script outside the allow-list (a
 * back-office screen by name when it is one). Empty when /login is as it should be.
 */
export function loginScriptProblems(rule: LoginScriptRule, loadedPaths: Iterable<string>): string[] {
  const loaded = new Set([...loadedPaths].filter((p) => p.startsWith('/assets/') && p.endsWith('.js')).map((p) => p.slice('/assets/'.length)));
  const problems = [...rule.buildProblems];
  const login = rule.screens.get(LOGIN_SCREEN);
  if (!login || !loaded.has(login)) problems.push(`/login did not load the ${LOGIN_SCREEN} chunk`);
  const screenOf = new Map([...rule.screens].map(([name, chunk]) => [chunk, name]));
  for (const file of loaded) {
    if (rule.allowed.has(file)) continue;
    const screen = screenOf.get(file);
    problems.push(screen ? `/login loaded the back-office screen ${screen} (${file})` : `/login loaded ${file}, which neither the entry nor the login screen imports`);
  }
  return problems;
}
