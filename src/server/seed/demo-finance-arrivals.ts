import { fromFen, toFen } from '@shared/domain/contractMoney';
import { invoiceStatusFor } from '@shared/domain/financeArrival';
import { INVOICE_STATUS, WRITE_OFF } from '@shared/domain/finance';
import { subtractMoney } from '@shared/domain/money';
import type { Executor } from '../db/database';
import { newId } from '../db/ids';
import { timestamp } from '../db/time';

/**
 * Demo finance (issue 17, H3): arrivals against whatever invoices the invoice part seeded, per
 * contract in invoice order — the first invoice fully received and written off (fpzt 3), the second
 * half received and open (fpzt 2), any later one left without arrivals (not-arrived money for the
 * e2e journeys; arrived money stays unrequested for the payment part). Runs once, after the invoices.
 */
export async function seedDemoFinanceArrivals(db: Executor): Promise<void> {
  const invoices = await db
    .selectFrom('finance_invoice')
    .selectAll()
    .where('status', 'in', [INVOICE_STATUS.issued, INVOICE_STATUS.partlyReceived])
    .orderBy('tenant_id')
    .orderBy('invoice_date')
    .orderBy('id')
    .execute();
  const seen = new Map<string, number>();
  for (const invoice of invoices) {
    const contract = `${invoice.kind}:${invoice.contract_platform_id || invoice.contract_owner_id}`;
    const index = seen.get(contract) ?? 0;
    seen.set(contract, index + 1);
    if (index > 1) continue;
    const amount = fromFen(invoice.amount);
    const arrived = index === 0 ? amount : subtractMoney(amount, fromFen(Math.floor(Number(invoice.amount) / 2)));
    const now = timestamp();
    await db
      .insertInto('finance_arrival')
      .values({
        id: newId(),
        tenant_id: invoice.tenant_id,
        kind: invoice.kind,
        contract_owner_id: invoice.contract_owner_id,
        contract_platform_id: invoice.contract_platform_id,
        invoice_id: invoice.id,
        name: '',
        amount: toFen(arrived),
        arrive_date: invoice.invoice_date,
        write_off: index === 0 ? WRITE_OFF.writtenOff : WRITE_OFF.open,
        write_off_date: index === 0 ? now : '',
        write_off_user: index === 0 ? invoice.create_user : '',
        party_jia_id: invoice.party_jia_id,
        party_jia_name: invoice.party_jia_name,
        party_yi_id: invoice.party_yi_id,
        party_yi_name: invoice.party_yi_name,
        remark: invoice.remark,
        create_user: invoice.create_user,
        create_dept: invoice.create_dept,
        create_time: now,
        update_time: now,
      })
      .execute();
    const status = invoiceStatusFor(Number(invoice.status), amount, arrived);
    await db.updateTable('finance_invoice').set({ status }).where('id', '=', invoice.id).execute();
  }
}
