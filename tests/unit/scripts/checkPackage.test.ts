/**
 * scripts/check-package.mjs reads back a packaged folder: app.asar with the app, the natives unpacked,
 * the fuses set. Checked on a folder laid out as electron-builder lays out linux-unpacked, with a
 * stand-in binary (no Electron binary here), before and after build/afterPack.mjs ran on it.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeFakeElectron } from '../../support/fakeElectron';

const scripts = resolve(__dirname, '../../../scripts/check-package.mjs');
const hookPath = resolve(__dirname, '../../../build/afterPack.mjs');
const asarPath = '@electron/asar';
type Check = { checkPackage: (dir: string, binary: string) => Promise<[string, boolean][]> };

let dir = '';
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function put(path: string, text = '') {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, text);
}

async function fakeUnpacked() {
  dir = await mkdtemp(join(tmpdir(), 'cem-package-'));
  const app = join(dir, 'app-src');
  for (const file of ['package.json', 'out/main/index.js', 'out/preload/index.cjs', 'out/renderer/index.html']) await put(join(app, file), '{}');
  const out = join(dir, 'linux-unpacked');
  await mkdir(join(out, 'resources'), { recursive: true });
  const asar = (await import(asarPath)) as { createPackage: (src: string, dest: string) => Promise<void> };
  await asar.createPackage(app, join(out, 'resources', 'app.asar'));
  for (const native of ['better-sqlite3/build/Release/better_sqlite3.node', 'keytar/build/Release/keytar.node']) await put(join(out, 'resources', 'app.asar.unpacked', 'node_modules', native));
  await writeFakeElectron(join(out, 'cem-desktop'));
  return out;
}

describe('check-package', () => {
  it('passes a packaged folder whose fuses afterPack set, and names each fuse Electron left as it was', async () => {
    const { checkPackage } = (await import(scripts)) as Check;
    const out = await fakeUnpacked();
    const before = await checkPackage(out, 'cem-desktop');
    expect(before.filter(([, ok]) => !ok).map(([what]) => what)).toEqual([
      'fuse RunAsNode off',
      'fuse EnableCookieEncryption on',
      'fuse EnableNodeOptionsEnvironmentVariable off',
      'fuse EnableNodeCliInspectArguments off',
      'fuse EnableEmbeddedAsarIntegrityValidation on',
      'fuse OnlyLoadAppFromAsar on',
    ]);
    const hook = (await import(hookPath)) as { default: (context: unknown) => Promise<void> };
    await hook.default({ appOutDir: out, electronPlatformName: 'linux', arch: 1, packager: { executableName: 'cem-desktop', appInfo: { productFilename: 'x' } } });
    const after = await checkPackage(out, 'cem-desktop');
    expect(after.every(([, ok]) => ok)).toBe(true);
    expect(after).toHaveLength(13);
  });

  it('misses a native module that was not unpacked, and only that', async () => {
    const { checkPackage } = (await import(scripts)) as Check;
    const out = await fakeUnpacked();
    await rm(join(out, 'resources', 'app.asar.unpacked', 'node_modules', 'keytar'), { recursive: true });
    // The fuses are unset here (afterPack did not run); everything else passes but the missing module.
    const notFuses = (await checkPackage(out, 'cem-desktop')).filter(([what, ok]) => !ok && !what.startsWith('fuse ')).map(([what]) => what);
    expect(notFuses).toEqual(['unpacked node_modules/keytar/build/Release/keytar.node']);
  });
});
