import type { Executor } from '../db/database';

/** Demo finance (issue 17, H3): arrivals partly written off, after the invoices. Runs once, after the demo contracts (demo-finance.ts). */
export async function seedDemoFinanceArrivals(_db: Executor): Promise<void> {}
