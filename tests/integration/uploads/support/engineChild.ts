/**
 * A desktop core in a process of its own, for tests that kill it: signs in, queues the file unless
 * its queue already holds it, and prints the queue as one JSON line per change until it completes.
 * Usage: node --import tsx engineChild.ts <serverUrl> <dataDir> <file>
 */
import { signedInCore, enqueue } from './harness';

const [serverUrl, dataDir, file] = process.argv.slice(2);
const core = await signedInCore(serverUrl, dataDir);
core.events.on((event) => {
  if (event.type !== 'uploads-changed') return;
  process.stdout.write(`${JSON.stringify(event.items)}\n`);
  if (event.items.length && event.items.every((i) => i.state === 'complete')) setTimeout(() => process.exit(0), 100);
});
const list = await core.bridge.uploads.list();
if (list.ok && list.data.length === 0) await enqueue(core, file);
else if (list.ok) process.stdout.write(`${JSON.stringify(list.data)}\n`);
