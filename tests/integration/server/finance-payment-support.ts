/**
 * What the payment-request tests share: a signed owner contract with a signed production contract
 * naming the demo production team (100008) as party B, arrivals inserted straight into the database
 * (arrivals are another part's screens), party B's bank card and uploaded attachments.
 */
import { toFen } from '@shared/domain/contractMoney';
import type { Db } from '../../../src/server/db/database';
import { newId } from '../../../src/server/db/ids';
import { timestamp } from '../../../src/server/db/time';
import { insertOwnerContract, SC, SJ } from './contract-production-support';

export { SC, SJ };

export interface Scene {
  owner: string;
  production: string;
  resource: string;
}

/** An owner contract of SJ with a production (party B SC) and a resource contract (party B SC too), both signed. */
export async function insertScene(db: Db, productionAmount = '100000.00', resourceAmount = '50000.00', status = 2): Promise<Scene> {
  const owner = await insertOwnerContract(db, SJ, '1000000.00', '800000.00');
  const now = timestamp();
  const common = { tenant_id: SJ, contract_owner_id: owner, status_contract: status, status_time: now, party_jia_id: SJ, party_jia_name: '设计院', party_jia_code: '', party_yi_id: SC, party_yi_name: '生产团队', party_yi_code: '', create_user: '1', create_dept: '', create_time: now, update_time: now };
  const production = newId();
  await db.insertInto('contract_production').values({ ...common, id: production, name: `请款生产合同${production.slice(-5)}`, code: 'SC-1', curr_contract_amount: toFen(productionAmount), curr_contract_amount_before: 0, change_amount: 0, produce_divide_owner: 0 } as never).execute();
  const resource = newId();
  await db.insertInto('contract_resource').values({ ...common, id: resource, name: `请款资源合同${resource.slice(-5)}`, code: 'ZY-1', commission_percent: 0, commission_amount: toFen(resourceAmount), pre_commission_percent: 0, pre_commission_amount: 0, change_amount: 0 } as never).execute();
  return { owner, production, resource };
}

/** An owner arrival of `amount` on owner contract `owner` (invoice id made up: the rule reads arrivals only). */
export async function insertArrival(db: Db, owner: string, amount: string): Promise<void> {
  const now = timestamp();
  await db.insertInto('finance_arrival').values({ id: newId(), tenant_id: SJ, kind: 'owner', contract_owner_id: owner, invoice_id: newId(), amount: toFen(amount), arrive_date: now, create_user: '1', create_time: now, update_time: now } as never).execute();
}

/** A bank card of organisation `tenantId`. */
export async function insertBankCard(db: Db, tenantId: string): Promise<string> {
  const id = newId();
  const now = timestamp();
  await db.insertInto('bank_card').values({ id, tenant_id: tenantId, acc_type: 1, acc_name: '生产团队', open_bank: '工商银行', bank_acc: `6222${id.slice(-8)}`, is_default: 0, remark: '', create_user: '1', create_dept: '', create_time: now, update_time: now }).execute();
  return id;
}

/** An uploaded file of organisation `tenantId`, as the request and pay forms send it. */
export async function insertAttach(db: Db, tenantId: string, name = 'invoice.pdf'): Promise<{ attachId: string; name: string; link: string; size: number }> {
  const id = newId();
  await db.insertInto('attach').values({ id, tenant_id: tenantId, user_id: '1', name, original_name: name, ext: name.split('.').pop() ?? '', size: 100, oss_name: name, link: `upload/${id}/${name}`, domain: '', create_time: timestamp() }).execute();
  return { attachId: id, name, link: `upload/${id}/${name}`, size: 100 };
}
