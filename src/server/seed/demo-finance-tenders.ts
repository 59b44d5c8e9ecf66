import type { Executor } from '../db/database';

/** Demo finance (issue 17, H6): tenders with feedback. Runs once, after the demo contracts (demo-finance.ts). */
export async function seedDemoFinanceTenders(_db: Executor): Promise<void> {}
