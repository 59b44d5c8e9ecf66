import { INVOICE_STATUS } from '@shared/domain/finance';
import { addDays, INVOICE_TERM_DAYS } from '@shared/domain/financeReports';
import { invoiceTaxes } from '@shared/domain/invoice';
import { toBasisPoints, toFen } from '@shared/domain/contractMoney';
import type { Executor } from '../db/database';
import { newId } from '../db/ids';
import { timestamp } from '../db/time';

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

/** The completed owner contract whose invoices fill the receivables aging report (demo-contracts-data.ts). */
const PIPE_GALLERY = '长江大道综合管廊设计合同';

/**
 * Invoices on 管廊 due at days relative to the seeding day (negative: past due), so every aging
 * bucket holds money: the arrivals part fully receives the oldest and half receives the next (over
 * 180 days), the rest stay open — 91–180, 31–90, 1–30 and not due. A direct contract's invoice names its
 * expected receipt date; another's falls due INVOICE_TERM_DAYS after its invoice date.
 */
const AGING_INVOICES = [
  { name: '管廊设计费第一期发票', amount: '500000.00', dueIn: -400 },
  { name: '管廊设计费第二期发票', amount: '420000.00', dueIn: -200 },
  { name: '管廊设计费第三期发票', amount: '360000.00', dueIn: -120 },
  { name: '管廊设计费第四期发票', amount: '280000.00', dueIn: -60 },
  { name: '管廊设计费第五期发票', amount: '150000.00', dueIn: -20 },
  { name: '管廊设计费第六期发票', amount: '230000.00', dueIn: 10 },
] as const;

/** Demo finance (issue 18): the aging report's invoices, after the 滨江 ones and before the arrivals. */
export async function seedDemoAgingInvoices(db: Executor): Promise<void> {
  const today = timestamp().slice(0, 10);
  const owners = await db.selectFrom('contract_owner').selectAll().where('name', '=', PIPE_GALLERY).execute();
  for (const o of owners) {
    const direct = Number(o.is_direct) === 1;
    const rate = direct ? '6.00' : '0.00';
    for (const inv of AGING_INVOICES) {
      const due = addDays(today, inv.dueIn);
      const at = `${addDays(due, -INVOICE_TERM_DAYS)} 09:00:00`;
      await db
        .insertInto('finance_invoice')
        .values({
          id: newId(),
          tenant_id: o.tenant_id,
          kind: 'owner',
          contract_owner_id: o.id,
          name: inv.name,
          status: INVOICE_STATUS.issued,
          amount: toFen(inv.amount),
          invoice_date: at,
          receipt_date: direct ? `${due} 00:00:00` : '',
          type: direct ? '1' : '',
          content: direct ? '1' : '',
          tax_rate: toBasisPoints(rate),
          taxes: toFen(invoiceTaxes(inv.amount, rate)),
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
        })
        .execute();
    }
  }
}
