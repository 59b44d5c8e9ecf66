import { toFen } from '@shared/domain/contractMoney';
import { PAY_STATUS } from '@shared/domain/finance';
import type { Executor } from '../db/database';
import { newId } from '../db/ids';

/** One request per payment status (to pay, partly paid, paid, refused): amount and paid, yuan. */
const REQUESTS = [
  { status: PAY_STATUS.toPay, amount: '20000.00', paid: '0.00' },
  { status: PAY_STATUS.partlyPaid, amount: '30000.00', paid: '10000.00' },
  { status: PAY_STATUS.paid, amount: '15000.00', paid: '15000.00' },
  { status: PAY_STATUS.refused, amount: '5000.00', paid: '0.00' },
] as const;

/**
 * Demo finance (issue 17, H5): payment requests in each payment status, after the arrivals, on every
 * signed production and resource contract of the demo production team (100008) and resource provider
 * (100007). Small amounts (70 000.00 a contract at most): 滨江 keeps arrived money unrequested for
 * the e2e journey. Runs once, after the demo contracts (demo-finance.ts).
 */
export async function seedDemoFinancePayments(db: Executor): Promise<void> {
  if (await db.selectFrom('finance_payment_request').select('id').limit(1).executeTakeFirst()) return;
  const production = await db.selectFrom('contract_production').select(['id', 'tenant_id', 'contract_owner_id', 'party_yi_id', 'create_user']).where('status_contract', '=', 2).where('party_yi_id', '=', '100008').execute();
  const resource = await db.selectFrom('contract_resource').select(['id', 'tenant_id', 'contract_owner_id', 'party_yi_id', 'create_user']).where('status_contract', '=', 2).where('party_yi_id', '=', '100007').execute();
  const contracts = [...production.map((c) => ({ ...c, kind: 'production' as const })), ...resource.map((c) => ({ ...c, kind: 'resource' as const }))];
  for (const c of contracts) {
    const tenant = await db.selectFrom('tenant').select(['name', 'reg_no', 'org_address', 'invoice_email', 'invoice_phone']).where('tenant_id', '=', c.tenant_id).executeTakeFirst();
    const kept = c.kind === 'resource' ? REQUESTS.slice(0, 2) : REQUESTS;
    for (const [i, r] of kept.entries()) {
      const day = `2026-11-${String(10 + i).padStart(2, '0')}`;
      const id = newId();
      await db
        .insertInto('finance_payment_request')
        .values({
          id,
          tenant_id: c.tenant_id,
          contract_kind: c.kind,
          contract_id: c.id,
          contract_owner_id: c.contract_owner_id,
          request_org_id: c.party_yi_id,
          request_user_id: c.create_user,
          amount: toFen(r.amount),
          paid_amount: toFen(r.paid),
          pay_status: r.status,
          request_date: `${day} 09:30:00`,
          pay_date: r.paid === '0.00' ? '' : `${day} 16:00:00`,
          is_invoice: 1,
          design_company_id: c.tenant_id,
          design_company_name: tenant?.name ?? '',
          design_company_tax_no: tenant?.reg_no ?? '',
          design_company_tax_address: tenant?.org_address ?? '',
          design_company_email: tenant?.invoice_email ?? '',
          design_company_phone: tenant?.invoice_phone ?? '',
          request_remark: `第${i + 1}期服务费请款`,
          create_user: c.create_user,
          create_time: `${day} 09:30:00`,
          update_time: `${day} 09:30:00`,
        })
        .execute();
      if (r.paid !== '0.00')
        await db.insertInto('finance_payment').values({ id: newId(), tenant_id: c.tenant_id, request_id: id, amount: toFen(r.paid), pay_date: `${day} 16:00:00`, create_user: c.create_user, create_time: `${day} 16:00:00`, update_time: `${day} 16:00:00` }).execute();
    }
  }
}
