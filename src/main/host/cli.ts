/**
 * `npm run web -- [--port <n>] [--data <dir>] [--demo]`: browser mode (`--demo`: demo data in an empty data folder). Prints `open <url>`; open it in a
 * browser on this machine.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { recordProcessErrors } from '../services/errorLog/processErrors';
import { defaultDataDir } from '../services/paths';
import { parseArgs, portArg } from './args';
import { startBrowserMode } from './browserMode';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const args = parseArgs(process.argv.slice(2));
const rendererDir = join(root, 'out', 'renderer');

if (!existsSync(join(rendererDir, 'index.html')) || args.build === 'true') {
  console.log('building the interface (first run)…');
  const built = spawnSync('npx', ['electron-vite', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const version = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;
const mode = await startBrowserMode({
  dataDir: resolve(args.data ?? defaultDataDir()),
  port: portArg(args.port, 5170),
  rendererDir,
  version,
  demo: args.demo === 'true' || undefined,
});
// This process is the desktop core in browser mode: its own failures belong in the local error log.
recordProcessErrors(process, mode.core.errorLog);
console.log(`server ${mode.serverUrl}`);
console.log(`open ${mode.host.launchUrl}`);

const stop = async () => {
  await mode.close();
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
