/**
 * What a test server's template is made from besides its environment: the migrations and the seed.
 * Shared by vitest's server templates (serverTemplate.ts) and Playwright's host templates
 * (tests/e2e/support/hostTemplate.ts); imports nothing of the server, so a Playwright worker can use it.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SOURCES = ['src/server/db/migrations', 'src/server/seed'];

export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]))
    .sort();
}

let sourceHash: string | undefined;
/** A hash of every file under the migrations and the seed (path and content). */
export function sourcesHash(): string {
  if (sourceHash === undefined) {
    const h = createHash('sha256');
    for (const file of SOURCES.flatMap((d) => filesUnder(join(root, d)))) h.update(file.slice(root.length)).update('\0').update(readFileSync(file)).update('\0');
    sourceHash = h.digest('hex');
  }
  return sourceHash;
}
