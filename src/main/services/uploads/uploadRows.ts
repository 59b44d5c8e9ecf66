import type BetterSqlite3 from 'better-sqlite3';
import type { CacheCipher } from '../cache/cacheCipher';
import type { UploadDb, UploadTable } from './uploadDb';

/**
 * Columns that name the person's file or quote it: the name, the stored name and key (both built
 * from the name), the local path (folder names tell as much as the file's), the message (a server's
 * refusal may quote the name) and the finished object's link. Sealed with the person's key; what
 * the engine orders, counts or resumes by (id, state, sizes, times, upload id, parts) stays plain.
 */
export const SEALED_COLUMNS = ['name', 'oss_name', 'object_key', 'path', 'message', 'link'] as const satisfies readonly (keyof UploadTable)[];
type SealedColumn = (typeof SEALED_COLUMNS)[number];
const SEALED = new Set<keyof UploadTable>(SEALED_COLUMNS);

/**
 * A staged copy's path is a random name in the app's own staging folder: it reveals nothing, and it
 * stays plain so the start-up sweep and sign-out can delete the copies without the person's key.
 */
function sealed(column: keyof UploadTable, staged: number): column is SealedColumn {
  return SEALED.has(column) && !(column === 'path' && staged === 1);
}

function mapSealed(row: UploadTable, fn: (value: string) => string): UploadTable {
  const out = { ...row };
  for (const column of SEALED_COLUMNS) if (sealed(column, row.staged)) out[column] = fn(row[column]);
  return out;
}

/** Seals the rows of a queue written before sealing (called once, inside the opening transaction). */
export function sealInPlace(sqlite: BetterSqlite3.Database, cipher: CacheCipher): void {
  const rows = sqlite.prepare(`SELECT id, staged, ${SEALED_COLUMNS.join(', ')} FROM upload`).all() as UploadTable[];
  const update = sqlite.prepare(`UPDATE upload SET ${SEALED_COLUMNS.map((c) => `${c} = ?`).join(', ')} WHERE id = ?`);
  for (const row of rows) {
    const s = mapSealed(row, (v) => cipher.sealText(v));
    update.run(...SEALED_COLUMNS.map((c) => s[c]), row.id);
  }
}

/**
 * The queue's rows as the engine sees them (plain), written sealed. The engine keeps every row in
 * memory and reads the file only at start, so opening costs once per row per start and sealing only
 * touches the rare writes of a revealing column (not the checkpoint written after every part).
 */
export class UploadRows {
  constructor(
    readonly db: UploadDb,
    private readonly cipher: CacheCipher,
  ) {}

  async all(): Promise<UploadTable[]> {
    const rows = await this.db.selectFrom('upload').selectAll().orderBy('seq').execute();
    return rows.map((row) => mapSealed(row, (v) => this.cipher.openText(v)));
  }

  async insert(row: UploadTable): Promise<void> {
    await this.db.insertInto('upload').values(mapSealed(row, (v) => this.cipher.sealText(v))).execute();
  }

  /** Writes `columns` of the row, sealing the revealing ones. */
  async update(row: UploadTable, columns: (keyof UploadTable)[]): Promise<void> {
    const patch: Partial<UploadTable> = {};
    for (const c of columns) {
      const value = row[c];
      (patch as Record<string, unknown>)[c] = sealed(c, row.staged) ? this.cipher.sealText(value as string) : value;
    }
    await this.db.updateTable('upload').set(patch).where('id', '=', row.id).execute();
  }

  async exists(id: string): Promise<boolean> {
    return !!(await this.db.selectFrom('upload').select('id').where('id', '=', id).executeTakeFirst());
  }

  async remove(id: string): Promise<void> {
    await this.db.deleteFrom('upload').where('id', '=', id).execute();
  }
}
