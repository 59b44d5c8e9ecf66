import type { Executor } from '../db/database';

/** Demo finance (issue 17, H7): cooperation fees, bid deposits partly refunded, after the tenders. Runs once, after the demo contracts (demo-finance.ts). */
export async function seedDemoFinanceDeposits(_db: Executor): Promise<void> {}
