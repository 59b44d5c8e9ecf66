/**
 * A stand-in for Electron's binary where none can be had: bytes around Electron's fuse sentinel and a
 * wire of nine fuses as Electron 45 ships them. @electron/fuses looks only at the sentinel and the wire
 * after it, so it finds, flips and reads back this file exactly as the real binary.
 */
import { writeFile } from 'node:fs/promises';

const SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';
/** Electron's defaults: RunAsNode, NODE_OPTIONS, inspect and file-protocol privileges on, the rest off. */
export const ELECTRON_DEFAULT_WIRE = '101100011';

export async function writeFakeElectron(path: string): Promise<void> {
  const wire = Buffer.concat([Buffer.from(SENTINEL), Buffer.from([1, ELECTRON_DEFAULT_WIRE.length]), Buffer.from(ELECTRON_DEFAULT_WIRE)]);
  await writeFile(path, Buffer.concat([Buffer.alloc(70_000, 0x90), wire, Buffer.alloc(5_000, 0x90)]), { mode: 0o755 });
}
