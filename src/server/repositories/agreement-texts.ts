import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../db/database';
import type { AgreementTextTable } from '../db/schema-personal';

/** Platform documents, the same for every organisation. */
export async function findAgreementText(db: Executor, code: string): Promise<Selectable<AgreementTextTable> | undefined> {
  return db.selectFrom('agreement_text').selectAll().where('code', '=', code).executeTakeFirst();
}

export async function insertMissingAgreementTexts(db: Executor, rows: Insertable<AgreementTextTable>[]): Promise<void> {
  for (const row of rows) {
    if (!(await findAgreementText(db, row.code))) await db.insertInto('agreement_text').values(row).execute();
  }
}
