/**
 * build/afterPack.mjs flips the shipped app's fuses with @electron/fuses. No Electron binary can be
 * had here, so the hook runs on a stand-in: bytes around Electron's fuse sentinel and a wire of nine
 * fuses as Electron 45 ships them, which @electron/fuses finds, flips and reads back exactly as in
 * the real binary (it looks only at the sentinel and the wire after it).
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const hookPath = resolve(__dirname, '../../../build/afterPack.mjs');
const fusesPath = '@electron/fuses';
type Hook = { default: (context: unknown) => Promise<void>; electronBinaryOf: (context: unknown) => string };
type Fuses = { getCurrentFuseWire: (path: string) => Promise<Record<string, unknown>>; FuseV1Options: Record<string, number> };

const SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';
/** Electron's defaults: RunAsNode, NODE_OPTIONS, inspect and file-protocol privileges on, the rest off. */
const SHIPPED_DEFAULT_WIRE = '101100011';

let dir = '';
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function fakeLinuxBuild() {
  dir = await mkdtemp(join(tmpdir(), 'cem-fuses-'));
  const binary = join(dir, 'cem-desktop');
  const wire = Buffer.concat([Buffer.from(SENTINEL), Buffer.from([1, SHIPPED_DEFAULT_WIRE.length]), Buffer.from(SHIPPED_DEFAULT_WIRE)]);
  await writeFile(binary, Buffer.concat([Buffer.alloc(70_000, 0x90), wire, Buffer.alloc(5_000, 0x90)]));
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
