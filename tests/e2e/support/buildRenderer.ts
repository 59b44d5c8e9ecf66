/**
 * Builds only the renderer, from the renderer section of electron.vite.config.ts (one source of truth),
 * without the main and preload bundles the browser tests do not need.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build, loadConfigFromFile, type InlineConfig } from 'vite';

export const RENDERER_OUT = 'out/renderer';

/** Newest modification time under a folder, in ms. */
function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/**
 * True when out/renderer is missing, older than any source it is built from, or was built with a
 * relative base (electron-vite's production default), whose assets cannot load below /desk/….
 */
export function rendererIsStale(root: string): boolean {
  const index = join(root, RENDERER_OUT, 'index.html');
  if (!existsSync(index)) return true;
  if (!/src="\/assets\//.test(readFileSync(index, 'utf8'))) return true;
  const built = statSync(index).mtimeMs;
  const sources = [join(root, 'src/renderer'), join(root, 'src/shared')].map(newestMtime);
  return Math.max(...sources, statSync(join(root, 'electron.vite.config.ts')).mtimeMs) > built;
}

export async function buildRenderer(root: string): Promise<void> {
  const loaded = await loadConfigFromFile({ command: 'build', mode: 'production' }, join(root, 'electron.vite.config.ts'), root);
  const renderer = (loaded?.config as { renderer?: InlineConfig } | undefined)?.renderer;
  if (!renderer) throw new Error('electron.vite.config.ts has no renderer section');
  await build({
    ...renderer,
    configFile: false,
    mode: 'production',
    // History routing serves index.html at /desk/index too; only absolute asset paths resolve there.
    base: '/',
    logLevel: 'error',
    build: { ...renderer.build, emptyOutDir: true, target: 'chrome130', reportCompressedSize: false },
  });
}
