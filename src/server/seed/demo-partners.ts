import { subDays } from 'date-fns';
import { PARTNER_CATEGORIES } from '@shared/domain/bizAttention';
import { OPERATOR_TENANT } from '@shared/domain/organisation';
import type { Executor } from '../db/database';
import { newId } from '../db/ids';
import { timestamp } from '../db/time';
import { DEMO_ORGANISATIONS } from './demo-organisations';

/**
 * The organisation whose partner of category cb the demo shows disabled (biz_attention.status 2):
 * sj_admin sees it greyed in its partner list and in every picker.
 */
export const DEMO_DISABLED_PARTNER = { tenantId: '100004', targetTenantId: '100010' } as const;

/** Two cards per organisation, the first the default; numbers made from the tenant id so each is different. */
const cardsOf = (tenantId: string, name: string) => [
  { acc_type: 1, acc_name: name, open_bank: '中国工商银行上海分行', bank_acc: `62220210${tenantId}0001`, is_default: 1, remark: '基本户' },
  { acc_type: 1, acc_name: name, open_bank: '中国建设银行上海分行', bank_acc: `62170012${tenantId}0002`, is_default: 0, remark: '一般户' },
];

const OTHER_COMPANIES = [
  { org_name: '申城建材贸易有限公司', org_legal: '钱伟', province_codes: '310101', org_address: '上海市黄浦区中山东一路18号', reg_no: '91310101MA1FL2XK3Q', invoice_email: 'invoice@shencheng.example.com', invoice_phone: '13912345678', remark: '建材供应' },
  { org_name: '江南测绘技术服务部', org_legal: '许晴', province_codes: '320102', org_address: '南京市玄武区北京东路41号', reg_no: '', invoice_email: '', invoice_phone: '13787654321', remark: '' },
];

async function anchors(db: Executor, tenantId: string, account: string): Promise<{ userId: string; deptId: string }> {
  const user = await db.selectFrom('app_user').select('id').where('account', '=', account).executeTakeFirstOrThrow();
  const dept = await db.selectFrom('dept').select('id').where('tenant_id', '=', tenantId).where('parent_id', '=', '0').orderBy('sort').executeTakeFirstOrThrow();
  return { userId: user.id, deptId: dept.id };
}

/**
 * Demo partners, bank cards and other companies: every demo organisation but the operator takes the
 * demo organisation of each partner category (yz, pt, zy, sc, st, cb) other than itself as a partner
 * (their framework agreements are signed and in force: seed/shell.ts), has two bank cards (one
 * default) and two other companies. The operator's own attention rows stay seed/shell.ts's.
 * Demo data only, into an empty database.
 */
export async function seedDemoPartners(db: Executor): Promise<void> {
  const seeded = await db.selectFrom('bank_card').select('id').limit(1).executeTakeFirst();
  if (seeded) return;
  const now = new Date();
  const created = timestamp(subDays(now, 30));
  const byCategory = new Map(DEMO_ORGANISATIONS.filter((o) => o.tenantId !== OPERATOR_TENANT).map((o) => [o.category as string, o]));
  for (const org of DEMO_ORGANISATIONS.filter((o) => o.tenantId !== OPERATOR_TENANT)) {
    const { userId, deptId } = await anchors(db, org.tenantId, org.admin.account);
    const partners = PARTNER_CATEGORIES.map((c) => byCategory.get(c)).filter((p) => p !== undefined && p.tenantId !== org.tenantId);
    const disabled = (target: string) => org.tenantId === DEMO_DISABLED_PARTNER.tenantId && target === DEMO_DISABLED_PARTNER.targetTenantId;
    await db
      .insertInto('biz_attention')
      .values(partners.map((p) => ({ id: newId(), tenant_id: org.tenantId, target_tenant_id: p!.tenantId, create_time: created, status: disabled(p!.tenantId) ? 2 : 1, remark: '', update_time: created })))
      .execute();
    const owned = { tenant_id: org.tenantId, create_user: userId, create_dept: deptId, create_time: created, update_time: created };
    await db
      .insertInto('bank_card')
      .values(cardsOf(org.tenantId, org.name).map((c) => ({ ...c, ...owned, id: newId() })))
      .execute();
    await db
      .insertInto('biz_record')
      .values(OTHER_COMPANIES.map((c) => ({ ...c, ...owned, id: newId() })))
      .execute();
  }
}
