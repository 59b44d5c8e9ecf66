import { OPERATOR_TENANT } from '@shared/domain/organisation';
import { sealInitialPassword } from '../auth/initial-password';
import { PARAM_KEYS, PARAM_SEED_TEXT } from '@shared/domain/param';
import type { ServerConfig } from '../config';
import type { Executor } from '../db/database';
import { newId } from '../db/ids';
import { timestamp } from '../db/time';
import { randomPassword } from './organisations';

/**
 * The documented parameters, added when missing (an operator's later change is kept). The captcha
 * switch starts as the configuration says (CEM_CAPTCHA); the initial password is the demo password
 * with demo data, else a random one nobody knows until the operator sets their own; either is
 * stored as its hash.
 */
export async function seedParams(db: Executor, config: ServerConfig): Promise<void> {
  const values: Record<keyof typeof PARAM_KEYS, string> = {
    captcha: config.captchaEnabled ? 'true' : 'false',
    initPassword: await sealInitialPassword(config.demo ? config.demoPassword : randomPassword(), config.scryptLogN),
  };
  const now = timestamp();
  for (const name of Object.keys(PARAM_KEYS) as (keyof typeof PARAM_KEYS)[]) {
    const key = PARAM_KEYS[name];
    if (await db.selectFrom('sys_param').select('id').where('param_key', '=', key).executeTakeFirst()) continue;
    await db
      .insertInto('sys_param')
      .values({ id: newId(), tenant_id: OPERATOR_TENANT, param_name: PARAM_SEED_TEXT[name].name, param_key: key, param_value: values[name], remark: PARAM_SEED_TEXT[name].remark, create_user: '', create_time: now, update_time: now })
      .execute();
  }
}
