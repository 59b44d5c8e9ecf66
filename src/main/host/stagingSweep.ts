import { readdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';

/**
 * Browser mode stages every file the page hands over (up to 2 GB each) in the data folder. A copy
 * is deleted when its handle is let go of or its queued upload removed; a crash skips both. So on
 * start, before the host takes a file, every staged copy no queued upload refers to is deleted.
 * The queues (one SQLite file per person, uploads/*.sqlite) are only read; if one cannot be read,
 * nothing is deleted, since a resumable upload might be lost with its file.
 */
export async function sweepStagedCopies(stagingDir: string, uploadsDir: string): Promise<{ removed: string[] }> {
  const staged = await readdir(stagingDir).catch(() => [] as string[]);
  if (staged.length === 0) return { removed: [] };
  const referenced = referencedCopies(uploadsDir, await readdir(uploadsDir).catch(() => [] as string[]));
  if (!referenced) return { removed: [] };
  const removed: string[] = [];
  for (const name of staged) {
    const path = resolve(stagingDir, name);
    if (referenced.has(path)) continue;
    await rm(path, { force: true, recursive: true });
    removed.push(name);
  }
  return { removed };
}

/** Paths of staged copies the queues hold, or null when a queue could not be read. */
function referencedCopies(uploadsDir: string, files: string[]): Set<string> | null {
  const paths = new Set<string>();
  for (const file of files.filter((f) => f.endsWith('.sqlite'))) {
    let db: BetterSqlite3.Database | null = null;
    try {
      db = new BetterSqlite3(join(uploadsDir, file), { readonly: true, fileMustExist: true });
      const rows = db.prepare('SELECT path FROM upload WHERE staged = 1').all() as { path: string }[];
      for (const row of rows) paths.add(resolve(row.path));
    } catch {
      return null;
    } finally {
      db?.close();
    }
  }
  return paths;
}
