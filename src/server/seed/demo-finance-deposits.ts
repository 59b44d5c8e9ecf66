import { fromFen, toFen } from '@shared/domain/contractMoney';
import { COOPERATION_FEE_STATUS, DEPOSIT_STATUS } from '@shared/domain/finance';
import { depositStatusAfter, unreturned } from '@shared/domain/financeDeposit';
import type { Executor } from '../db/database';
import { newId } from '../db/ids';
import { timestamp } from '../db/time';
import { DEMO_CONTRACTING_TENANTS } from './demo-contracts';
import { DEMO_ORGANISATIONS } from './demo-organisations';

const day = (daysAgo: number) => timestamp(new Date(Date.now() - daysAgo * 86_400_000));

/**
 * Demo finance (issue 17, H7), once, after the tenders: at every contracting organisation one
 * cooperation fee still paid and one returned less a deduction (on its default bank card); on its
 * first two tenders (whatever demo-finance-tenders.ts seeded) a deposit partly refunded and one
 * refunded. No vouchers: the demo has no stored files for them (the forms ask for them on edit).
 */
export async function seedDemoFinanceDeposits(db: Executor): Promise<void> {
  if (await db.selectFrom('finance_cooperation_fee').select('id').limit(1).executeTakeFirst()) return;
  for (const tenantId of DEMO_CONTRACTING_TENANTS) {
    const tenant = await db.selectFrom('tenant').select('name').where('tenant_id', '=', tenantId).executeTakeFirst();
    const account = DEMO_ORGANISATIONS.find((o) => o.tenantId === tenantId)?.admin.account ?? '';
    const admin = await db.selectFrom('app_user').select('id').where('account', '=', account).executeTakeFirst();
    const card = await db.selectFrom('bank_card').select(['id', 'acc_name', 'bank_acc', 'open_bank']).where('tenant_id', '=', tenantId).orderBy('is_default', 'desc').executeTakeFirst();
    if (!tenant || !admin || !card) continue;
    const owned = { tenant_id: tenantId, create_user: admin.id, create_time: day(40), update_time: day(40) };
    const paid = { pay_company_id: tenantId, pay_company_name: tenant.name, pay_bank_id: card.id, pay_bank_name: card.acc_name, pay_bank_card: card.bank_acc, pay_bank_open: card.open_bank };
    // One insert per row: a multi-row insert would write NULL into the columns the other row leaves out (SQLite).
    await db
      .insertInto('finance_cooperation_fee')
      .values({ ...owned, ...paid, id: newId(), status: COOPERATION_FEE_STATUS.paid, title: '2026年度平台合作费', receipt_company_name: '江北设计联盟', pay_amount: toFen('50000.00'), pay_date: day(30), pay_matter: '2026年度平台合作费', remark: '' })
      .execute();
    await db
      .insertInto('finance_cooperation_fee')
      .values(
        {
          ...owned,
          ...paid,
          id: newId(),
          status: COOPERATION_FEE_STATUS.returned,
          title: '滨江项目履约合作费',
          receipt_company_name: '滨江新区建设发展有限公司',
          pay_amount: toFen('20000.00'),
          pay_date: day(60),
          pay_matter: '滨江项目履约合作费',
          remark: '',
          deduct_amount: toFen('1500.00'),
          restitution_amount: toFen('18500.00'),
          restitution_date: day(10),
          restitution_company_id: tenantId,
          restitution_company_name: tenant.name,
          restitution_bank_id: card.id,
          restitution_bank_name: card.acc_name,
          restitution_bank_card: card.bank_acc,
          restitution_bank_open: card.open_bank,
          deduct_reason: '逾期提交资料扣除',
        },
      )
      .execute();

    const tenders = await db.selectFrom('finance_tender').select(['id', 'name', 'purchasing_code', 'code', 'guarantee', 'payment_deadline', 'refund_date']).where('tenant_id', '=', tenantId).orderBy('create_time').limit(2).execute();
    for (const [i, t] of tenders.entries()) {
      const amount = fromFen(t.guarantee) === '0.00' ? '20000.00' : fromFen(t.guarantee);
      // The first partly refunded (a quarter back), the second refunded in full.
      const back = i === 0 ? fromFen(Math.round(toFen(amount) / 4)) : amount;
      const id = newId();
      await db
        .insertInto('finance_deposit')
        .values({
          ...owned,
          id,
          deposit_type: '1',
          status: DEPOSIT_STATUS.paid,
          code: t.code,
          title: t.name,
          purchasing_code: t.purchasing_code,
          bid_id: t.id,
          bid_name: t.name,
          receipt_unit_name: '市公共资源交易中心',
          guarantee: toFen(amount),
          payment_deadline: t.payment_deadline,
          refund_date: t.refund_date,
          restitution_amount: toFen(back),
          pay_date: day(35),
          pay_remark: '',
        })
        .execute();
      await db
        .insertInto('finance_deposit_restitution')
        .values({ ...owned, id: newId(), deposit_id: id, arrive_amount: toFen(back), arrive_date: day(5), remark: '', deposit_amount: toFen(amount), un_restitution_amount: toFen(unreturned(amount, '0')) })
        .execute();
      await db.updateTable('finance_deposit').set({ status: depositStatusAfter(amount, back) }).where('id', '=', id).execute();
    }
  }
}
