// `npm run dist [-- electron-builder options]`: the installers for the machine it runs on (issue 19;
// README "Release"). electron-builder needs Electron's binary to package; where it is missing (CI and
// these closed machines, which cannot download it) this says so in one line and exits 1 instead of
// letting electron-builder fail with a stack trace.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export const NO_ELECTRON_LINE =
  'dist: no Electron binary in node_modules/electron/dist — this machine cannot package; see README Release';

/** Whether electron's package has its binary (node_modules/electron/path.txt names it inside dist/). */
export function hasElectronBinary(electronDir) {
  const pathFile = join(electronDir, 'path.txt');
  if (!existsSync(pathFile)) return false;
  return existsSync(join(electronDir, 'dist', readFileSync(pathFile, 'utf8').trim()));
}

function main() {
  // CEM_ELECTRON_DIR stands in for node_modules/electron in the wrapper's own test.
  const electronDir = process.env.CEM_ELECTRON_DIR || join(root, 'node_modules', 'electron');
  if (!hasElectronBinary(electronDir)) {
    console.error(NO_ELECTRON_LINE);
    process.exit(1);
  }
  const run = (cmd, args) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit' }).status ?? 1;
  if (run('npx', ['electron-vite', 'build']) !== 0) process.exit(1);
  // The installers of this platform (package.json "build"); never published from here: the release
  // manager enters each installer's sha512 and size from dist/latest*.yml into an app-version record.
  process.exit(run('npx', ['electron-builder', '--publish', 'never', ...process.argv.slice(2)]));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
