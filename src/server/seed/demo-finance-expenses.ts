import { toFen } from '@shared/domain/contractMoney';
import type { Executor } from '../db/database';
import { newId } from '../db/ids';
import { timestamp } from '../db/time';
import { DEMO_CONTRACTING_TENANTS } from './demo-contracts';

const BINJIANG = '滨江新区文化艺术中心设计合同';
/** Two expenses on 滨江 (300 000.00 in all: 5 700 000.00 of its project cost stays for the journeys). */
const EXPENSES = [
  { type: '1', amount: '120000.00', exp: '方案评审专家差旅', date: '2026-10-12 00:00:00' },
  { type: '4', amount: '180000.00', exp: '效果图与展板制作', date: '2026-11-03 00:00:00' },
];
const INCOME = { type: '3', payer: '滨江区文化旅游局', amount: '86000.00', date: '2026-11-05 00:00:00', remark: '前期咨询服务费' };

/** Demo finance (issue 17, H4): other expenses on 滨江 and one income record at every contracting organisation. Runs once, after the demo contracts (demo-finance.ts). */
export async function seedDemoFinanceExpenses(db: Executor): Promise<void> {
  if (await db.selectFrom('finance_other_fee').select('id').limit(1).executeTakeFirst()) return;
  const now = timestamp();
  for (const tenantId of DEMO_CONTRACTING_TENANTS) {
    const owner = await db.selectFrom('contract_owner').select(['id', 'create_user', 'create_dept']).where('tenant_id', '=', tenantId).where('name', '=', BINJIANG).executeTakeFirst();
    if (owner) {
      for (const x of EXPENSES) {
        await db
          .insertInto('finance_other_fee')
          .values({ id: newId(), tenant_id: tenantId, contract_owner_id: owner.id, disburse_type: x.type, amount: toFen(x.amount), amount_before: 0, change_amount: 0, disburse_date: x.date, disburse_exp: x.exp, pay_voucher: '[]', remark: '', create_user: owner.create_user, create_dept: owner.create_dept, create_time: now, update_time: now })
          .execute();
      }
    }
    const card = await db.selectFrom('bank_card').select(['id', 'acc_name', 'bank_acc', 'open_bank', 'create_user', 'create_dept']).where('tenant_id', '=', tenantId).orderBy('is_default', 'desc').executeTakeFirst();
    const org = await db.selectFrom('tenant').select('name').where('tenant_id', '=', tenantId).executeTakeFirst();
    if (!card) continue;
    await db
      .insertInto('finance_income')
      .values({
        id: newId(),
        tenant_id: tenantId,
        income_type: INCOME.type,
        pay_company_name: INCOME.payer,
        income_company_id: tenantId,
        income_company_name: org?.name ?? '',
        income_bank_id: card.id,
        income_bank_name: card.acc_name,
        income_bank_card: card.bank_acc,
        income_bank_open: card.open_bank,
        income_date: INCOME.date,
        income_amount: toFen(INCOME.amount),
        income_voucher: '[]',
        remark: INCOME.remark,
        create_user: card.create_user,
        create_dept: card.create_dept,
        create_time: now,
        update_time: now,
      })
      .execute();
  }
}
