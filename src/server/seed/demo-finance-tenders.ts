import { toFen } from '@shared/domain/contractMoney';
import { TENDER_STATUS } from '@shared/domain/finance';
import type { Executor } from '../db/database';
import { newId } from '../db/ids';
import { timestamp } from '../db/time';
import { DEMO_CONTRACTING_TENANTS } from './demo-contracts';

const OWNER = '100005';
const PLATFORM = '100006';

interface DemoTender {
  name: string;
  purchasingCode: string;
  status: number;
  endTime: string;
  registFee: string;
  guarantee: string;
  hasFee: number;
  /** The feedback the status implies (5, 7, 8; 6 is "not won, re-bid"). */
  feedback?: Record<string, unknown>;
}

/** One tender in each bdzt status (spec 2 §4): new 4, lost 5, re-bid 6, won by a platform 7, won by another unit 8. */
const TENDERS: DemoTender[] = [
  { name: '江北新区图书馆设计招标', purchasingCode: 'CG-2026-041', status: TENDER_STATUS.newBid, endTime: '2026-12-20 17:00:00', registFee: '500.00', guarantee: '20000.00', hasFee: 0 },
  {
    name: '河西体育中心改造设计招标',
    purchasingCode: 'CG-2026-032',
    status: TENDER_STATUS.lost,
    endTime: '2026-10-15 10:00:00',
    registFee: '300.00',
    guarantee: '15000.00',
    hasFee: 1,
    feedback: { is_rebid: 0, feedback_remark: '技术分落后' },
  },
  {
    name: '城东水厂二期设计招标',
    purchasingCode: 'CG-2026-027',
    status: TENDER_STATUS.rebid,
    endTime: '2026-09-30 09:30:00',
    registFee: '0.00',
    guarantee: '30000.00',
    hasFee: 1,
    feedback: { is_rebid: 1, rebid_date: '2026-12-28 09:30:00', feedback_remark: '流标，重新招标' },
  },
  {
    name: '滨江公园景观设计招标',
    purchasingCode: 'CG-2026-018',
    status: TENDER_STATUS.wonPlatform,
    endTime: '2026-08-20 14:00:00',
    registFee: '200.00',
    guarantee: '10000.00',
    hasFee: 1,
    feedback: { bond_perf: toFen('50000.00'), bond_perf_time1: '2026-09-10 10:00:00', bond_quality: toFen('20000.00'), feedback_remark: '平台单位中标' },
  },
  {
    name: '南湖片区道路设计招标',
    purchasingCode: 'CG-2026-009',
    status: TENDER_STATUS.wonOther,
    endTime: '2026-07-10 15:00:00',
    registFee: '0.00',
    guarantee: '8000.00',
    hasFee: 1,
    feedback: { win_platform_pt: '江苏华正工程设计有限公司', feedback_remark: '其他单位中标' },
  },
];

/**
 * Demo tenders (issue 17, H6): at every contracting organisation one tender in each status 4–8, the
 * owner unit 100005 and the platform unit 100006, with the feedback its status implies (no files: the
 * demo has no uploads; a won tender's attachment is shown as missing). Runs once, after the demo
 * contracts (demo-finance.ts); H7's bid deposits pick these tenders.
 */
export async function seedDemoFinanceTenders(db: Executor): Promise<void> {
  if (await db.selectFrom('finance_tender').select('id').limit(1).executeTakeFirst()) return;
  const tenants = new Map((await db.selectFrom('tenant').select(['tenant_id', 'name', 'code', 'logo']).execute()).map((t) => [t.tenant_id, t]));
  const party = (id: string) => {
    const t = tenants.get(id);
    return t ? { bizId: t.tenant_id, deptName: t.name, code: t.code ?? '', logo: t.logo ?? '' } : undefined;
  };
  const owner = tenants.get(OWNER);
  const platform = party(PLATFORM);
  if (!owner || !platform) return;
  for (const tenantId of DEMO_CONTRACTING_TENANTS) {
    // The person in charge and the creator: the organisation's project creator (its demo administrator).
    const creator = await db.selectFrom('project').select(['create_user', 'create_dept']).where('tenant_id', '=', tenantId).executeTakeFirst();
    if (!creator) continue;
    const now = timestamp();
    for (const [i, t] of TENDERS.entries()) {
      const feedback = t.feedback
        ? {
            ...t.feedback,
            ...(t.status === TENDER_STATUS.wonPlatform ? { win_platform: JSON.stringify(platform) } : {}),
            feedback_time: now,
          }
        : {};
      await db
        .insertInto('finance_tender')
        .values({
          id: newId(),
          tenant_id: tenantId,
          code: `TB-${tenantId}-${String(i + 1).padStart(2, '0')}`,
          purchasing_code: t.purchasingCode,
          name: t.name,
          status_tender: t.status,
          owner_dept_id: OWNER,
          owner_name: owner.name,
          owner_code: owner.code ?? '',
          tender_agent: '',
          tender_end_time: t.endTime,
          regist_fee: toFen(t.registFee),
          guarantee: toFen(t.guarantee),
          has_fee: t.hasFee,
          charge_user: creator.create_user,
          our_company: JSON.stringify(party(tenantId)),
          main_platform: JSON.stringify(platform),
          sub_platform: '[]',
          create_user: creator.create_user,
          create_dept: creator.create_dept,
          create_time: now,
          update_time: now,
          ...feedback,
        })
        .execute();
    }
  }
}
