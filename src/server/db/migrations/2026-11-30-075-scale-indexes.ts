import type { Kysely } from 'kysely';

/* Frozen: a migration describes the schema as it was on its date; later changes get a new file. */

/**
 * Issue 18, figures at a hundred thousand contracts (docs/decisions.md, "Figures at a hundred
 * thousand contracts"): the money of an organisation's owner contracts read by organisation, kind and
 * contract together. With only (tenant_id, create_time) and (contract_owner_id) PostgreSQL answered
 * the aging report and the owner list's invoiced and arrived figures by AND-ing both per contract,
 * reading every index entry of the organisation once for each of its contracts (quadratic in its
 * size); SQLite picked one and filtered the rest.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('finance_invoice_money').on('finance_invoice').columns(['tenant_id', 'kind', 'contract_owner_id']).execute();
  await db.schema.createIndex('finance_arrival_money').on('finance_arrival').columns(['tenant_id', 'kind', 'contract_owner_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('finance_arrival_money').execute();
  await db.schema.dropIndex('finance_invoice_money').execute();
}
