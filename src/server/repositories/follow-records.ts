/** Follow-up records of customers (customer_follow): every query takes the caller's tenant. */
import type { Executor } from '../db/database';

/** The follow-up records of removed customers go with them (inside the customers' removal). */
export async function removeFollowRecordsOfCustomers(db: Executor, tenantId: string, customerIds: string[]): Promise<void> {
  await db.deleteFrom('customer_follow').where('tenant_id', '=', tenantId).where('customer_id', 'in', customerIds).execute();
}
