import { toFen } from '@shared/domain/contractMoney';
import { INVOICE_STATUS } from '@shared/domain/finance';
import type { Executor } from '../db/database';
import { newId } from '../db/ids';

/** The signed platform contract under 滨江 (demo-contracts-data.ts), 360 000.00. */
const PLATFORM_CONTRACT = '滨江新区文化艺术中心平台服务合同';

/**
 * Two platform invoices on it at each organisation that keeps it, so the platform invoice and arrival
 * screens have something to show; the arrival part then receives the first in full and half of the
 * second. 50 000.00 together stays within what the owner contract's arrived share allows the platform
 * contract (360 000.00 × 1 800 000.00 / 12 000 000.00 = 54 000.00, the invoices' maxAvailable).
 */
const INVOICES = [
  { name: '滨江平台服务费第一期发票', amount: '30000.00' },
  { name: '滨江平台服务费第二期发票', amount: '20000.00' },
] as const;

export async function seedDemoFinancePlatformInvoices(db: Executor): Promise<void> {
  const contracts = await db.selectFrom('contract_platform').selectAll().where('name', '=', PLATFORM_CONTRACT).where('kind', '=', 'platform').execute();
  for (const c of contracts) {
    for (const [i, inv] of INVOICES.entries()) {
      const at = c.sign_date || c.create_time;
      await db
        .insertInto('finance_invoice')
        .values({
          id: newId(),
          tenant_id: c.tenant_id,
          kind: 'platform',
          contract_owner_id: c.contract_owner_id,
          contract_platform_id: c.id,
          name: inv.name,
          status: INVOICE_STATUS.issued,
          amount: toFen(inv.amount),
          // Later the same day: the arrival part receives invoices in date order.
          invoice_date: i === 0 ? at : `${at.slice(0, 10)} 23:59:59`,
          tax_rate: 0,
          taxes: 0,
          party_jia_id: c.party_jia_id,
          party_jia_name: c.party_jia_name,
          party_jia_code: c.party_jia_code,
          party_yi_id: c.party_yi_id,
          party_yi_name: c.party_yi_name,
          party_yi_code: c.party_yi_code,
          create_user: c.create_user,
          create_dept: c.create_dept,
          create_time: at,
          update_time: at,
          remark: '',
        })
        .execute();
    }
  }
}
