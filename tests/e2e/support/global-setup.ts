import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildRenderer, rendererIsStale } from './buildRenderer';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Builds the renderer once per run if its sources moved on; every worker's host serves that one build
 * (the hosts themselves are worker fixtures, see fixtures.ts).
 */
export default async function globalSetup(): Promise<void> {
  if (rendererIsStale(root)) {
    console.log('[e2e] building the renderer…');
    await buildRenderer(root);
  }
}
