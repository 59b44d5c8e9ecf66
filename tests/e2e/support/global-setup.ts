import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildRenderer, rendererIsStale } from './buildRenderer';
import { HOST_TEMPLATES_ENV, removeHostTemplates } from './hostTemplate';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Builds the renderer once per run if its sources moved on; every worker's host serves that one build
 * (the hosts themselves are worker fixtures, see fixtures.ts). Names the run's folder for host
 * templates (hostTemplate.ts) to the workers, and removes it at the run's end.
 */
export default async function globalSetup(): Promise<() => void> {
  if (rendererIsStale(root)) {
    console.log('[e2e] building the renderer…');
    await buildRenderer(root);
  }
  const templates = mkdtempSync(join(tmpdir(), 'cem-e2e-templates-'));
  process.env[HOST_TEMPLATES_ENV] = templates;
  return () => removeHostTemplates(templates);
}
