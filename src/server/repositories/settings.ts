import type { Executor } from '../db/database';

/** Platform settings: one value per key, shared by every organisation (the operator edits them). */
export async function allSettings(db: Executor): Promise<Map<string, string>> {
  const rows = await db.selectFrom('sys_setting').selectAll().execute();
  return new Map(rows.map((r) => [r.param_key, r.param_value]));
}

/** Adds the keys that are missing; existing values are the operator's and stay. */
export async function insertMissingSettings(db: Executor, values: Record<string, string>): Promise<void> {
  const existing = await allSettings(db);
  const rows = Object.entries(values)
    .filter(([key]) => !existing.has(key))
    .map(([param_key, param_value]) => ({ param_key, param_value }));
  if (rows.length) await db.insertInto('sys_setting').values(rows).execute();
}

/** Writes every given key: an existing value is replaced, a missing key is added. */
export async function saveSettings(db: Executor, values: Record<string, string>): Promise<void> {
  const existing = await allSettings(db);
  for (const [param_key, param_value] of Object.entries(values)) {
    if (existing.has(param_key)) await db.updateTable('sys_setting').set({ param_value }).where('param_key', '=', param_key).execute();
    else await db.insertInto('sys_setting').values({ param_key, param_value }).execute();
  }
}
