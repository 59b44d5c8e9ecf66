/**
 * vitest global setup of the node project: a folder for this run's test-server templates
 * (serverTemplate.ts), named to the workers in CEM_TEST_TEMPLATES; at the run's end the templates
 * (folder and PostgreSQL databases) go.
 */
import { tmpdir } from 'node:os';
import { newTemplatesDir, removeTemplates, TEMPLATES_ENV } from './serverTemplate';

export default function setup(): () => Promise<void> {
  const dir = newTemplatesDir(tmpdir());
  process.env[TEMPLATES_ENV] = dir;
  return () => removeTemplates(dir);
}
