/**
 * scripts/stages.sh, the stage timer of .ci/run and scripts/test.sh: each stage's duration as it ends,
 * one table at exit (also when a stage fails, with the script's exit code kept), a nested script's
 * steps indented under the stage that ran it.
 */
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

function run(script: string) {
  const env = { ...process.env };
  delete env.CEM_STAGES_FILE;
  delete env.CEM_STAGES_DEPTH;
  const result = spawnSync('bash', ['-c', `set -euo pipefail; source scripts/stages.sh; ${script}`], { cwd: root, env, encoding: 'utf8' });
  return { status: result.status, lines: result.stdout.split('\n') };
}

const NESTED = `bash -c 'set -euo pipefail; source scripts/stages.sh; stage "inner a"; true; stage "inner b"; true'`;

describe('stages.sh', () => {
  it('prints how long each stage took and a table of all of them, a nested script’s steps under their stage', () => {
    const { status, lines } = run(`stage "one"; true; stage "npm test"; ${NESTED}; stage "three"; true`);
    expect(status).toBe(0);
    for (const name of ['one', 'npm test', 'three', 'inner a', 'inner b']) expect(lines.some((l) => new RegExp(`^== stage ${name} took \\d+ s$`).test(l))).toBe(true);
    const table = lines.slice(lines.findIndex((l) => l.startsWith('== stage times')) + 1).filter(Boolean);
    expect(table.map((l) => l.replace(/\s+\d+ s.*$/, ''))).toEqual(['one', 'npm test', '  inner a', '  inner b', 'three', 'total']);
    expect(table.at(-1)).toMatch(/^total\s+\d+ s \(\dm\d\ds\)$/);
    // Only the outermost script prints a table.
    expect(lines.filter((l) => l.startsWith('== stage times'))).toHaveLength(1);
  });

  it('on a failing stage still prints the table, marks that stage and keeps the exit code', () => {
    const { status, lines } = run(`stage "fine"; true; stage "broken"; exit 3`);
    expect(status).toBe(3);
    expect(lines.some((l) => /^== stage broken took \d+ s \(failed\)$/.test(l))).toBe(true);
    expect(lines.some((l) => /^broken \(failed\)\s+\d+ s$/.test(l))).toBe(true);
  });
});
