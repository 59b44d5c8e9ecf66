/**
 * package.json "build", the installers' configuration (issue 19), checked with electron-builder's own
 * schema and for the promises README "Release" makes: per-user NSIS with the keep-or-remove-data
 * uninstaller, hardened-runtime macOS, AppImage and deb, natives unpacked, fuses hook, cem:// links.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { validateConfiguration } from 'app-builder-lib/out/util/config/config';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../../..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const build = pkg.build;
const silent = { isEnabled: false, add: () => undefined } as unknown as Parameters<typeof validateConfiguration>[1];

describe('the electron-builder configuration', () => {
  it('is valid for electron-builder, and a wrong key is not', async () => {
    await expect(validateConfiguration(build, silent)).resolves.toBeUndefined();
    await expect(validateConfiguration({ ...build, nsis: { ...build.nsis, perUser: true } }, silent)).rejects.toThrow(/configuration\.nsis/);
  });

  it('installs per user on Windows with a Start-menu entry and asks about the data folder on uninstall', () => {
    expect(build.win.target).toEqual([{ target: 'nsis', arch: ['x64'] }]);
    expect(build.nsis).toMatchObject({ oneClick: false, perMachine: false, createStartMenuShortcut: true, deleteAppDataOnUninstall: false });
    const include = readFileSync(join(root, build.nsis.include));
    expect([...include.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const script = include.toString('utf8');
    expect(script).toContain('!macro customUnInstall');
    expect(script).toContain('${ifNot} ${isUpdated}');
    expect(script).toContain('是否同时删除本机数据');
    expect(script).toContain('RMDir /r "$APPDATA\\${APP_PRODUCT_FILENAME}"');
  });

  it('builds a hardened-runtime universal DMG (and the zip macOS updates from) with the entitlements in build/', () => {
    expect(build.mac.target.map((t: { target: string }) => t.target)).toEqual(['dmg', 'zip']);
    expect(build.mac).toMatchObject({ hardenedRuntime: true, entitlements: 'build/entitlements.mac.plist' });
    expect(existsSync(join(root, build.mac.entitlements))).toBe(true);
    // Certificates come from the release machine's environment (CSC_LINK, APPLE_ID …), never from here.
    expect(JSON.stringify(build)).not.toMatch(/identity|password|cscLink|appleId/i);
  });

  it('builds AppImage and deb, unpacks the native modules, flips the fuses after packing and registers cem://', () => {
    expect(build.linux.target).toEqual(['AppImage', 'deb']);
    expect(build.asarUnpack).toEqual(expect.arrayContaining(['**/node_modules/better-sqlite3/**', '**/node_modules/keytar/**']));
    expect(build.npmRebuild).toBe(true);
    expect(existsSync(join(root, build.afterPack))).toBe(true);
    expect(build.protocols).toEqual([{ name: expect.any(String), schemes: ['cem'] }]);
    for (const icon of [build.win.icon, build.mac.icon, join(build.linux.icon, '512x512.png')]) expect(existsSync(join(root, icon))).toBe(true);
  });
});
