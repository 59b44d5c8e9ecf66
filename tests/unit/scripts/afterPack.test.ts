/**
 * build/afterPack.mjs flips the shipped app's fuses with @electron/fuses. No Electron binary can be
 * had here, so the hook runs on a stand-in with Electron's fuse wire (tests/support/fakeElectron.ts).
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeFakeElectron } from '../../support/fakeElectron';

const hookPath = resolve(__dirname, '../../../build/afterPack.mjs');
const fusesPath = '@electron/fuses';
type Hook = { default: (context: unknown) => Promise<void>; electronBinaryOf: (context: unknown) => string };
type Fuses = { getCurrentFuseWire: (path: string) => Promise<Record<string, unknown>>; FuseV1Options: Record<string, number> };

let dir = '';
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function fakeLinuxBuild() {
  dir = await mkdtemp(join(tmpdir(), 'cem-fuses-'));
  const binary = join(dir, 'cem-desktop');
  await writeFakeElectron(binary);
  const context = { appOutDir: dir, electronPlatformName: 'linux', arch: 1, packager: { executableName: 'cem-desktop', appInfo: { productFilename: '工程设计业务管理' } } };
  return { binary, context };
}

describe('the afterPack hook', () => {
  it('turns off running as Node, NODE_OPTIONS and inspect, and turns on cookie encryption, asar integrity and asar-only loading', async () => {
    const hook = (await import(hookPath)) as Hook;
    const { getCurrentFuseWire, FuseV1Options: O } = (await import(fusesPath)) as Fuses;
    const { binary, context } = await fakeLinuxBuild();
    const size = (await readFile(binary)).length;
    await hook.default(context);
    const wire = await getCurrentFuseWire(binary);
    const state = (fuse: number) => String.fromCharCode(wire[fuse] as number);
    expect(state(O.RunAsNode)).toBe('0');
    expect(state(O.EnableNodeOptionsEnvironmentVariable)).toBe('0');
    expect(state(O.EnableNodeCliInspectArguments)).toBe('0');
    expect(state(O.EnableCookieEncryption)).toBe('1');
    expect(state(O.EnableEmbeddedAsarIntegrityValidation)).toBe('1');
    expect(state(O.OnlyLoadAppFromAsar)).toBe('1');
    // Fuses it does not name keep Electron's setting; the binary keeps its size.
    expect(state(O.GrantFileProtocolExtraPrivileges)).toBe('1');
    expect((await readFile(binary)).length).toBe(size);
  });

  it('finds the packaged binary of each platform', async () => {
    const { electronBinaryOf } = (await import(hookPath)) as Hook;
    const packager = { executableName: 'cem-desktop', appInfo: { productFilename: '工程设计业务管理' } };
    expect(electronBinaryOf({ appOutDir: '/o', electronPlatformName: 'win32', packager })).toBe('/o/工程设计业务管理.exe');
    expect(electronBinaryOf({ appOutDir: '/o', electronPlatformName: 'darwin', packager })).toBe('/o/工程设计业务管理.app');
    expect(electronBinaryOf({ appOutDir: '/o', electronPlatformName: 'linux', packager })).toBe('/o/cem-desktop');
  });
});
