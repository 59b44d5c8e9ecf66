import { addYears, subDays } from 'date-fns';
import { AGREEMENT_STATUS } from '@shared/domain/agreement';
import { OPERATOR_TENANT } from '@shared/domain/organisation';
import type { SettingKey } from '@shared/domain/systemSettings';
import type { Executor } from '../db/database';
import { newId } from '../db/ids';
import { timestamp } from '../db/time';
import { countAgreements, insertAgreements } from '../repositories/agreements';
import { countBizAttentions, insertBizAttentions } from '../repositories/biz-attention';
import { insertMissingSettings } from '../repositories/settings';
import { DEMO_ORGANISATIONS } from './demo-organisations';

/** The platform settings a fresh server starts with; the operator changes them in system settings. */
export const DEFAULT_SETTINGS: Record<SettingKey, string> = {
  'sys-logo': '',
  'service-tel': '400-820-2026',
  'service-email': 'service@cem.example.com',
  'service-phone': '13800000000',
  copyright: '© 2026 筑联工程数字化运营中心',
  beianhao: '',
  icp_num: '',
  security_registration_number: '',
  app_download_url: 'https://download.example.com/cem/app',
  avatar_audit: '0',
};

/**
 * Framework agreements: every business organisation has a signed one in force, except the design
 * institute 100004, whose agreement is still unsigned (so its people see the reminder after login).
 */
async function seedAgreements(db: Executor, now: Date): Promise<void> {
  if ((await countAgreements(db)) > 0) return;
  const rows = DEMO_ORGANISATIONS.filter((o) => o.tenantId !== OPERATOR_TENANT).map((o) => {
    const unsigned = o.tenantId === '100004';
    return {
      id: newId(),
      tenant_id: o.tenantId,
      name: `${o.name}框架合作协议`,
      status: unsigned ? AGREEMENT_STATUS.unsigned : AGREEMENT_STATUS.signed,
      sign_time: unsigned ? '' : timestamp(subDays(now, 90)),
      expire_time: unsigned ? '' : timestamp(addYears(now, 2)),
      create_time: timestamp(subDays(now, 90)),
    };
  });
  await insertAgreements(db, rows);
}

/** The operator looks after every demo organisation; a headquarters, its technology and management companies. */
async function seedAttention(db: Executor, now: Date): Promise<void> {
  if ((await countBizAttentions(db)) > 0) return;
  const created = timestamp(subDays(now, 60));
  const rows = DEMO_ORGANISATIONS.filter((o) => o.tenantId !== OPERATOR_TENANT).map((o) => ({
    id: newId(),
    tenant_id: OPERATOR_TENANT,
    target_tenant_id: o.tenantId,
    create_time: created,
  }));
  await insertBizAttentions(db, rows);
}

/** The demo organisations' framework agreements and who looks after whom (demo data only). */
export async function seedDemoShell(db: Executor): Promise<void> {
  const now = new Date();
  await seedAgreements(db, now);
  await seedAttention(db, now);
}

/** The platform settings every server needs, added where missing (a server seeded before them gets them too). */
export async function seedShell(db: Executor): Promise<void> {
  await insertMissingSettings(db, DEFAULT_SETTINGS);
}
