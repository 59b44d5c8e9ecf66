import { INVOICE_STATUS } from '@shared/domain/finance';
import { invoiceTaxes } from '@shared/domain/invoice';
import { toBasisPoints, toFen } from '@shared/domain/contractMoney';
import type { Executor } from '../db/database';
import { newId } from '../db/ids';

/** The signed owner contract every contracting organisation holds (demo-contracts-data.ts). */
const BINJIANG = '滨江新区文化艺术中心设计合同';

/**
 * Two owner invoices on 滨江 at each organisation that holds it: an issued one (1 800 000.00 of the
 * 12 000 000.00, so most of the contract stays un-invoiced for the journeys) and a voided one, which
 * no longer counts. Issued invoices move to partly or fully received with the arrivals (H3's seed).
 */
const INVOICES = [
  { name: '滨江设计费第一期发票', amount: '1800000.00', status: INVOICE_STATUS.issued, nums: '' },
  { name: '滨江设计费预付款发票（已作废）', amount: '500000.00', status: INVOICE_STATUS.voided, nums: '04400211，04400212' },
] as const;

/** Demo finance (issue 17, H2): invoices on the demo contracts. Runs once, after the demo contracts (demo-finance.ts). */
export async function seedDemoFinanceInvoices(db: Executor): Promise<void> {
  const owners = await db.selectFrom('contract_owner').selectAll().where('name', '=', BINJIANG).execute();
  for (const o of owners) {
    const direct = Number(o.is_direct) === 1;
    for (const [i, inv] of INVOICES.entries()) {
      const rate = direct ? '6.00' : '0.00';
      const at = o.sign_date || o.create_time;
      await db
        .insertInto('finance_invoice')
        .values({
          id: newId(),
          tenant_id: o.tenant_id,
          kind: 'owner',
          contract_owner_id: o.id,
          name: inv.name,
          status: inv.status,
          amount: toFen(inv.amount),
          invoice_date: at,
          type: direct ? '1' : '',
          content: direct ? '1' : '',
          tax_rate: toBasisPoints(rate),
          taxes: toFen(invoiceTaxes(inv.amount, rate)),
          nums: inv.nums,
          party_jia_id: o.party_jia_id,
          party_jia_name: o.party_jia_name,
          party_jia_code: o.party_jia_code,
          party_yi_id: o.party_yi_id,
          party_yi_name: o.party_yi_name,
          party_yi_code: o.party_yi_code,
          create_user: o.create_user,
          create_dept: o.create_dept,
          create_time: at,
          update_time: at,
          remark: i === 1 ? '开票信息有误，已作废重开' : '',
        })
        .execute();
    }
  }
}
