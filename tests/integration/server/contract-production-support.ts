/**
 * What the production contract and concurrency tests share: an owner contract inserted straight into
 * the database (the owner contract's own screen and routes are another part's), the caller's ids,
 * and a valid production contract body.
 */
import { toFen } from '@shared/domain/contractMoney';
import type { Db } from '../../../src/server/db/database';
import { newId } from '../../../src/server/db/ids';
import { timestamp } from '../../../src/server/db/time';

export const SJ = '100004';
export const KJ = '100002';
export const YZ = '100005';
export const PT = '100006';
export const SC = '100008';
export const ST = '100009';
export const CB = '100010';

/** An owner contract of `tenantId` with the given amount and project cost (yuan text), signed. */
export async function insertOwnerContract(db: Db, tenantId: string, amount: string, projectCostFee: string, name = `业主合同${newId().slice(-6)}`): Promise<string> {
  const id = newId();
  const now = timestamp();
  await db
    .insertInto('contract_owner')
    .values({
      id,
      tenant_id: tenantId,
      name,
      code: `YZ-${id.slice(-6)}`,
      status_contract: 2,
      status_time: now,
      curr_contract_amount: toFen(amount),
      project_cost_fee: toFen(projectCostFee),
      biz_fee: 0,
      create_user: '1',
      create_dept: '',
      create_time: now,
      update_time: now,
    } as never)
    .execute();
  return id;
}

export const productionBody = (contractOwnerId: string, over: Record<string, unknown> = {}): Record<string, unknown> => ({
  contractOwnerId,
  name: '施工图设计分包合同',
  code: 'SC-2026-001',
  type: '1,3',
  partyJia: { bizId: YZ, deptName: '任意', code: '', logo: '' },
  partyYi: SC,
  signDate: '2026-11-20 00:00:00',
  currContractAmount: '100000.00',
  subcontractingDesc: '施工图设计的结构与机电部分分包',
  remark: '',
  ...over,
});
