/**
 * A desktop core in a process of its own that uploads a phase outcome's attachment (the form field's
 * kind, largeAttachment) and prints the queue as one JSON line per change until it completes; started
 * again on the same data folder it resumes what its queue holds.
 * Usage: node --import tsx outcomeChild.ts <serverUrl> <dataDir> <file>
 */
import { signedInCore } from './harness';

const [serverUrl, dataDir, file] = process.argv.slice(2);
const core = await signedInCore(serverUrl, dataDir);
core.events.on((event) => {
  if (event.type !== 'uploads-changed') return;
  process.stdout.write(`${JSON.stringify(event.items)}\n`);
  if (event.items.length && event.items.every((i) => i.state === 'complete')) setTimeout(() => process.exit(0), 100);
});
const list = await core.bridge.uploads.list();
if (list.ok && list.data.length === 0) {
  const handle = await core.transfers.uploads.handles.register(file, {});
  const added = await core.bridge.uploads.add({ handles: [handle.id], kind: 'largeAttachment' });
  if (!added.ok) {
    process.stderr.write(`refused: ${added.error.message}\n`);
    process.exit(2);
  }
} else if (list.ok) process.stdout.write(`${JSON.stringify(list.data)}\n`);
