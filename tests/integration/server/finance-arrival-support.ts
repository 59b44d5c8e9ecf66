/**
 * What the arrival tests share: invoices, a platform contract and a bank card inserted straight into
 * the database (invoices and platform contracts are other parts' screens), and a valid arrival body.
 */
import { toFen } from '@shared/domain/contractMoney';
import type { Db } from '../../../src/server/db/database';
import { newId } from '../../../src/server/db/ids';
import { timestamp } from '../../../src/server/db/time';

export const ARRIVAL_AMOUNT = '0<=本次到账金额<=本发票未到账金额';

/** An invoice of `amount` (issued, fpzt 1) on an owner contract, or on a platform contract under it. */
export async function insertInvoice(db: Db, tenantId: string, ownerId: string, amount: string, platformId = '', status = 1): Promise<string> {
  const id = newId();
  const now = timestamp();
  await db
    .insertInto('finance_invoice')
    .values({
      id,
      tenant_id: tenantId,
      kind: platformId ? 'platform' : 'owner',
      contract_owner_id: ownerId,
      contract_platform_id: platformId,
      name: `发票${id.slice(-6)}`,
      status,
      amount: toFen(amount),
      invoice_date: '2026-11-20 00:00:00',
      tax_rate: 600,
      taxes: 0,
      create_user: '1',
      create_time: now,
      update_time: now,
    } as never)
    .execute();
  return id;
}

export async function insertPlatformContract(db: Db, tenantId: string, ownerId: string, amount: string): Promise<string> {
  const id = newId();
  const now = timestamp();
  await db
    .insertInto('contract_platform')
    .values({
      id,
      tenant_id: tenantId,
      kind: 'platform',
      contract_owner_id: ownerId,
      name: `平台合同${id.slice(-6)}`,
      status_contract: 2,
      status_time: now,
      curr_contract_amount: toFen(amount),
      curr_contract_amount_before: 0,
      change_amount: 0,
      create_user: '1',
      create_dept: '',
      create_time: now,
      update_time: now,
    } as never)
    .execute();
  return id;
}

export async function insertBankCard(db: Db, tenantId: string): Promise<string> {
  const id = newId();
  const now = timestamp();
  await db
    .insertInto('bank_card')
    .values({ id, tenant_id: tenantId, acc_type: 1, acc_name: '测试收款户', open_bank: '招商银行杭州分行', bank_acc: '6225880000000001', is_default: 0, remark: '', create_user: '1', create_dept: '', create_time: now, update_time: now } as never)
    .execute();
  return id;
}

export const arrivalBody = (contract: Record<string, string>, invoiceId: string, over: Record<string, unknown> = {}): Record<string, unknown> => ({
  ...contract,
  invoiceId,
  arriveAmount: '100.00',
  arriveDate: '2026-11-25 10:00:00',
  partyJiaName: '滨江新区建设投资有限公司',
  partyYiName: '本单位',
  remark: '首笔到账',
  ...over,
});
