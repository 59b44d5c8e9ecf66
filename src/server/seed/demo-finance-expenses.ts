import type { Executor } from '../db/database';

/** Demo finance (issue 17, H4): other expenses and income. Runs once, after the demo contracts (demo-finance.ts). */
export async function seedDemoFinanceExpenses(_db: Executor): Promise<void> {}
