import { randomInt } from 'node:crypto';

let counter = randomInt(0, 1_000_000);

/**
 * Numeric 19-digit ids as text, like the ids the original backend hands out: time first so they
 * sort by creation, then a per-process counter so ids made in the same millisecond differ.
 */
export function newId(): string {
  counter = (counter + 1) % 1_000_000;
  return `${Date.now()}${String(counter).padStart(6, '0')}`;
}
