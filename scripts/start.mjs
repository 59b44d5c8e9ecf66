// `npm start`: builds, then launches the Electron app. Where Electron cannot run (no binary can be
// fetched, as on CI), it says so in one line and starts browser mode instead.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const run = (cmd, args, options = {}) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...options });
const passThrough = process.argv.slice(2);
// `npm start -- --demo`: the embedded server seeds the demo data (as CEM_DEMO=on) into an empty data folder.
const childEnv = passThrough.includes('--demo') ? { ...process.env, CEM_DEMO: 'on' } : process.env;

function electronBinary() {
  const dir = join(root, 'node_modules', 'electron');
  const pathFile = join(dir, 'path.txt');
  if (existsSync(pathFile) && existsSync(join(dir, 'dist', readFileSync(pathFile, 'utf8')))) return true;
  // Electron 45 fetches its binary on first launch; give that one bounded chance.
  const fetched = run(process.execPath, [join(dir, 'install.js')], { stdio: 'ignore', timeout: 120_000 });
  return fetched.status === 0 && existsSync(pathFile);
}

if (run('npx', ['electron-vite', 'build']).status !== 0) process.exit(1);

if (!electronBinary()) {
  console.log('Electron cannot be launched here (its binary could not be downloaded); starting browser mode instead.');
  process.exit(run('npx', ['tsx', 'src/main/host/cli.ts', ...passThrough], { env: childEnv }).status ?? 1);
}

// better-sqlite3 is not N-API: it must be built for Electron's ABI to load there (npm test rebuilds it for Node).
if (run('npx', ['electron-rebuild', '-f', '-o', 'better-sqlite3']).status !== 0) process.exit(1);
const electron = require('electron');
process.exit(run(electron, ['.', ...passThrough.filter((a) => a !== '--demo')], { env: childEnv }).status ?? 1);
