import { chmodSync, closeSync, existsSync, lstatSync, mkdirSync, openSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';

/*
 * The desktop core's data folder holds the person's cached business data, drafts, upload checkpoints
 * and settings: readable by its owner only (issue 20), on creation and again on every start. The
 * reference server has its own copy of these few lines (src/server/files.ts): it may not import the
 * core. On Windows chmod only toggles read-only; the user profile's ACLs protect the folder there.
 */

export const DIR_MODE = 0o700;
export const FILE_MODE = 0o600;

/** Creates the folder (and its parents) if need be, and makes it owner-only. */
export function ownerOnlyDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: DIR_MODE });
  chmodSync(dir, DIR_MODE);
}

/**
 * Before SQLite opens a database: its folder and the file exist owner-only (SQLite gives the -wal and
 * -shm files the database file's mode), and -wal/-shm left from before are made owner-only too.
 */
export function ownerOnlySqlite(file: string): void {
  ownerOnlyDir(dirname(file));
  if (!existsSync(file)) closeSync(openSync(file, 'a', FILE_MODE));
  for (const f of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(f)) chmodSync(f, FILE_MODE);
}

/**
 * On start: the folder and everything in it, folders 0700 and files 0600, so a folder an earlier
 * version left 0755 with 0644 files is closed. Links are not followed (nothing outside is touched).
 */
export function ownerOnlyTree(dir: string): void {
  ownerOnlyDir(dir);
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const stat = lstatSync(path);
    if (stat.isDirectory()) ownerOnlyTree(path);
    else if (stat.isFile()) chmodSync(path, FILE_MODE);
  }
}
