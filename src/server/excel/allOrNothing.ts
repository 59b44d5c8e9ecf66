import type { Kysely, Transaction } from 'kysely';
import { EXCEL_MESSAGES, type ImportReport, type ImportRow, type RowError } from '@shared/domain/excel';
import type { Database } from '../db/schema';

/** The errors of an import, by the row number the sheet shows; each message once per row. */
export class RowErrors {
  private readonly byRow = new Map<number, string[]>();

  add(row: number, message: string): void {
    const list = this.byRow.get(row) ?? [];
    if (!list.includes(message)) list.push(message);
    this.byRow.set(row, list);
  }

  has(row: number): boolean {
    return this.byRow.has(row);
  }

  get any(): boolean {
    return this.byRow.size > 0;
  }

  list(): RowError[] {
    return [...this.byRow]
      .sort(([a], [b]) => a - b)
      .flatMap(([row, messages]) => messages.map((message) => ({ row, message })));
  }
}

/** Thrown inside the transaction so nothing a checked row already wrote stays. */
class ImportRefusal extends Error {
  constructor(readonly errors: RowError[]) {
    super(EXCEL_MESSAGES.importRefused);
  }
}

/**
 * Reports a value two rows of the file share (an account twice): every row holding it but the
 * first, which the database check then judges on its own.
 */
export function markRepeats<R>(rows: { row: number; value: R }[], key: (value: R) => string, message: string, errors: RowErrors): void {
  const first = new Map<string, number>();
  for (const { row, value } of rows) {
    const k = key(value).toLowerCase();
    if (first.has(k)) errors.add(row, message);
    else first.set(k, row);
  }
}

/**
 * An import is one transaction: `write` checks and inserts every row, noting each broken rule in
 * `errors`; when any row has one, everything is rolled back and the answer lists them all
 * (imported 0). A write may also throw an HttpError (a refusal of the whole call), which rolls back too.
 */
export async function importAllOrNothing(
  db: Kysely<Database>,
  rows: ImportRow[],
  write: (trx: Transaction<Database>, errors: RowErrors) => Promise<void>,
): Promise<ImportReport> {
  try {
    return await db.transaction().execute(async (trx) => {
      const errors = new RowErrors();
      await write(trx, errors);
      if (errors.any) throw new ImportRefusal(errors.list());
      return { imported: rows.length, errors: [] };
    });
  } catch (error) {
    if (error instanceof ImportRefusal) return { imported: 0, errors: error.errors };
    throw error;
  }
}
