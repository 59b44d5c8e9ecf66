/**
 * scripts/side-by-side.sh, how scripts/test.sh runs typecheck, lint and build at once: every check's
 * output whole and in order, and a failure of any one fails the whole after all have ended.
 */
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = resolve(dirname(fileURLToPath(import.meta.url)), '../../../scripts/side-by-side.sh');
const run = (...specs: string[]) => spawnSync('bash', [script, ...specs], { encoding: 'utf8' });

describe('side-by-side.sh', () => {
  it('runs the checks at once and prints each one’s output whole, in the order given', () => {
    const result = run('slow=echo one; sleep 1; echo two', 'fast=echo three');
    expect(result.status).toBe(0);
    const lines = result.stdout.split('\n').filter(Boolean);
    expect(lines.map((l) => l.replace(/ in \d+ s$/, ''))).toEqual(['one', 'two', '-- slow passed', 'three', '-- fast passed']);
  });

  it('fails when one check fails, after the others have ended, naming it and its exit code', () => {
    const result = run('broken=echo oops; exit 3', 'fine=sleep 1; echo done');
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('-- broken FAILED (exit 3)');
    expect(result.stdout).toContain('done\n-- fine passed');
  });
});
