import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../db/database';
import type { FrameworkAgreementTable } from '../db/schema';

export type AgreementRow = Selectable<FrameworkAgreementTable>;

/** The organisation's most recent framework agreement, whatever its status. */
export async function latestAgreement(db: Executor, tenantId: string): Promise<AgreementRow | undefined> {
  return db
    .selectFrom('framework_agreement')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .orderBy('create_time', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export async function insertAgreements(db: Executor, rows: Insertable<FrameworkAgreementTable>[]): Promise<void> {
  if (rows.length) await db.insertInto('framework_agreement').values(rows).execute();
}

export async function countAgreements(db: Executor): Promise<number> {
  const row = await db.selectFrom('framework_agreement').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}
