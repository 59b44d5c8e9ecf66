import type { Executor } from '../db/database';
import { seedDemoFinanceArrivals } from './demo-finance-arrivals';
import { seedDemoFinanceDeposits } from './demo-finance-deposits';
import { seedDemoFinanceExpenses } from './demo-finance-expenses';
import { seedDemoAgingInvoices, seedDemoFinanceInvoices } from './demo-finance-invoices';
import { seedDemoFinancePayments } from './demo-finance-payments';
import { seedDemoFinancePlatformInvoices } from './demo-finance-platform-invoices';
import { seedDemoFinanceTenders } from './demo-finance-tenders';

/**
 * The demo money (issue 17) on the demo contracts: each part in its own file, in the order their rows
 * depend on each other (arrivals on invoices, payments on arrivals, deposits on tenders). Runs once:
 * a database that already holds an invoice keeps what it has.
 */
export async function seedDemoFinance(db: Executor): Promise<void> {
  if (await db.selectFrom('finance_invoice').select('id').limit(1).executeTakeFirst()) return;
  await seedDemoFinanceInvoices(db);
  await seedDemoAgingInvoices(db);
  await seedDemoFinancePlatformInvoices(db);
  await seedDemoFinanceArrivals(db);
  await seedDemoFinanceExpenses(db);
  await seedDemoFinancePayments(db);
  await seedDemoFinanceTenders(db);
  await seedDemoFinanceDeposits(db);
}
