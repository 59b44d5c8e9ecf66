/** scripts/dist.mjs: `npm run dist` refuses in one clear line where Electron's binary is missing. */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = resolve(__dirname, '../../../scripts/dist.mjs');
type Dist = { hasElectronBinary: (dir: string) => boolean; NO_ELECTRON_LINE: string };
const load = async () => (await import(script)) as Dist;

let dir = '';
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('npm run dist', () => {
  it('fails with one line naming the missing binary and the README, exit 1, when Electron has no binary', async () => {
    dir = mkdtempSync(join(tmpdir(), 'cem-dist-'));
    const result = spawnSync(process.execPath, [script], { encoding: 'utf8', env: { ...process.env, CEM_ELECTRON_DIR: dir } });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe('dist: no Electron binary in node_modules/electron/dist — this machine cannot package; see README Release\n');
    expect(result.stderr).toBe(`${(await load()).NO_ELECTRON_LINE}\n`);
  });

  it('recognises an installed binary (path.txt naming a file in dist/)', async () => {
    const { hasElectronBinary } = await load();
    dir = mkdtempSync(join(tmpdir(), 'cem-dist-'));
    writeFileSync(join(dir, 'path.txt'), 'electron');
    expect(hasElectronBinary(dir)).toBe(false);
    mkdirSync(join(dir, 'dist'));
    writeFileSync(join(dir, 'dist', 'electron'), '');
    expect(hasElectronBinary(dir)).toBe(true);
  });
});
