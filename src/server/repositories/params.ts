import type { Executor } from '../db/database';

/** A parameter's value, or undefined when it is absent or blank (the caller's default applies). */
export async function paramValue(db: Executor, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('sys_param').select('param_value').where('param_key', '=', key).executeTakeFirst();
  const value = row?.param_value.trim();
  return value ? value : undefined;
}
