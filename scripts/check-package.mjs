// `node scripts/check-package.mjs dist/linux-unpacked`: reads back a packaged app folder (issue 19) —
// the app in app.asar, the native modules unpacked beside it, the fuses as build/afterPack.mjs set
// them. For a release machine after `npm run dist -- --dir`; prints one line per check, exit 1 on a miss.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import asar from '@electron/asar';
import { FuseV1Options, getCurrentFuseWire } from '@electron/fuses';
import { SHIPPED_FUSES } from '../build/afterPack.mjs';

const NATIVES = ['node_modules/better-sqlite3/build/Release/better_sqlite3.node', 'node_modules/keytar/build/Release/keytar.node'];
const APP_FILES = ['/package.json', '/out/main/index.js', '/out/preload/index.cjs', '/out/renderer/index.html'];

/** [what, passed] for each check of an unpacked Linux or Windows build folder (the binary inside it). */
export async function checkPackage(dir, binaryName) {
  const resources = join(dir, 'resources');
  const archive = join(resources, 'app.asar');
  const checks = [['app.asar', existsSync(archive)]];
  const listed = checks[0][1] ? new Set(asar.listPackage(archive, { isPack: false })) : new Set();
  for (const file of APP_FILES) checks.push([`app.asar has ${file}`, listed.has(file)]);
  for (const file of NATIVES) checks.push([`unpacked ${file}`, existsSync(join(resources, 'app.asar.unpacked', file))]);
  const wire = await getCurrentFuseWire(join(dir, binaryName)).catch(() => null);
  for (const [fuse, on] of Object.entries(SHIPPED_FUSES)) {
    if (fuse === 'version') continue;
    const state = wire ? String.fromCharCode(wire[fuse]) : '?';
    checks.push([`fuse ${FuseV1Options[fuse]} ${on ? 'on' : 'off'}`, state === (on ? '1' : '0')]);
  }
  return checks;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [dir = 'dist/linux-unpacked', binary = 'cem-desktop'] = process.argv.slice(2);
  const checks = await checkPackage(dir, binary);
  for (const [what, ok] of checks) console.log(`${ok ? 'ok  ' : 'MISS'} ${what}`);
  process.exit(checks.every(([, ok]) => ok) ? 0 : 1);
}
