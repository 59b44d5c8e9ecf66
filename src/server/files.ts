import { chmodSync, closeSync, existsSync, lstatSync, mkdirSync, openSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/*
 * The server's data folder holds password hashes, storage keys and the token signing key: readable
 * by its owner only (issue 20). Modes are set on creation and again on every start, so a folder made
 * by an earlier version (0755/0644) is closed too. On Windows chmod only toggles read-only: there the
 * user profile's ACLs are what protect the folder.
 */

export const DIR_MODE = 0o700;
export const FILE_MODE = 0o600;

/** Creates the folder (and its parents) if need be, and makes it owner-only. */
export function ownerOnlyDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: DIR_MODE });
  chmodSync(dir, DIR_MODE);
}

/** Makes an existing file owner-only; a missing one is left missing. */
export function ownerOnlyFile(file: string): void {
  if (existsSync(file)) chmodSync(file, FILE_MODE);
}

/** The files SQLite keeps for one database in WAL mode. */
export const sqliteFiles = (file: string) => [file, `${file}-wal`, `${file}-shm`];

/**
 * Before SQLite opens a database: the file exists with 0600 (SQLite gives its -wal and -shm the mode
 * of the database file), and what is there from before is made owner-only.
 */
export function ownerOnlySqlite(file: string): void {
  if (!existsSync(file)) closeSync(openSync(file, 'a', FILE_MODE));
  for (const f of sqliteFiles(file)) ownerOnlyFile(f);
}

/**
 * On start: the data folder itself and the files directly in it (the database, the signing key).
 * Sub-folders (the object store) are closed to others by the folder's own 0700 and keep their modes.
 */
export function ownerOnlyDataDir(dir: string): void {
  ownerOnlyDir(dir);
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const stat = lstatSync(path);
    if (stat.isFile()) chmodSync(path, FILE_MODE);
  }
}
