import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromBasisPoints, fromFen, ownerContractFees } from '@shared/domain/contractMoney';
import { applyRate, moneyFixed, percentOf } from '@shared/domain/money';
import { reservedCost } from '../../../src/server/contracts/reservedCost';
import { openDatabase, type Db } from '../../../src/server/db/database';
import { DEMO_CONTRACTING_TENANTS } from '../../../src/server/seed/demo-contracts';
import { BACKENDS, startTestServer, type TestServer } from '../../support/server';

const MAIN = '滨江新区文化艺术中心设计合同';
const UNSIGNED = '城南污水处理厂提标改造设计合同';

/** Issue 16: the demo contracts add up — every derived amount is the shared formula's, nothing over-reserved. */
describe.each(BACKENDS)('demo contracts ($label)', ({ backend, skip }) => {
  let server: TestServer;
  let db: Db;
  beforeAll(async () => {
    if (skip) return;
    server = await startTestServer({ backend });
    db = openDatabase(server.databaseUrl).db;
  });
  afterAll(async () => {
    await db?.destroy();
    await server?.close();
  });

  it.skipIf(skip)('seeds owner contracts in every status whose fees, shares and reservations are exact', async () => {
    const owners = await db.selectFrom('contract_owner').selectAll().execute();
    for (const tenantId of DEMO_CONTRACTING_TENANTS) {
      const mine = owners.filter((o) => o.tenant_id === tenantId);
      expect(new Set(mine.map((o) => Number(o.status_contract)))).toEqual(new Set([0, 1, 2, 3, 4, 5]));
      expect(mine.filter((o) => Number(o.is_consortium) === 1)).toHaveLength(1);
      expect(mine.every((o) => o.party_jia_id === '100005' && o.party_yi_id === '100006')).toBe(true);
      const main = mine.find((o) => o.name === MAIN)!;
      expect(main).toMatchObject({ code: `HT-${tenantId}-001`, status_contract: 2 });
      expect(Number(main.version)).toBe(2);
      expect([fromFen(main.curr_contract_amount), fromFen(main.curr_contract_amount_before), fromFen(main.jianan_fee), fromFen(main.project_cost_fee)]).toEqual([
        '12000000.00',
        '11000000.00',
        '150000000.00',
        '10800000.00',
      ]);
      const reserved = await reservedCost(db, tenantId, main.id);
      expect(Number(reserved)).toBeLessThanOrEqual(10_800_000 - 3_000_000);
      const history = await db.selectFrom('change_history').selectAll().where('resource', '=', 'contract-owner').where('record_id', '=', main.id).orderBy('create_time').execute();
      expect(history.map((h) => JSON.parse(h.after_values).currContractAmount)).toEqual(['11000000.00', '12000000.00']);
      expect(JSON.parse(history[1].before_values).currContractAmount).toBe('11000000.00');
      const kinds = [
        ...(await db.selectFrom('contract_platform').select('kind').where('contract_owner_id', '=', main.id).execute()).map((r) => r.kind),
        ...(await db.selectFrom('contract_production').select('id').where('contract_owner_id', '=', main.id).execute()).map(() => 'production'),
        ...(await db.selectFrom('contract_resource').select('id').where('contract_owner_id', '=', main.id).execute()).map(() => 'resource'),
      ];
      expect(kinds.sort()).toEqual(['basic', 'platform', 'production', 'production', 'project', 'resource']);
      const unsigned = mine.find((o) => o.name === UNSIGNED)!;
      expect(Number(unsigned.status_contract)).toBe(1);
      expect(await reservedCost(db, tenantId, unsigned.id)).toBe('0.00');
      expect(await db.selectFrom('contract_platform').select('id').where('contract_owner_id', '=', unsigned.id).execute()).toEqual([]);
    }
    for (const o of owners) {
      const fees = ownerContractFees({
        currContractAmount: fromFen(o.curr_contract_amount),
        platformFeeRatio: fromBasisPoints(o.platform_fee_ratio),
        sysFeeRatio: fromBasisPoints(o.sys_fee_ratio),
        bizFeeRatio: fromBasisPoints(o.biz_fee_ratio),
      });
      const stored = { platformFee: o.platform_fee, sysFee: o.sys_fee, bizFee: o.biz_fee, projectCostFee: o.project_cost_fee, exPlatformFee: o.ex_platform_fee, exProjectFee: o.ex_project_fee };
      expect(Object.fromEntries(Object.entries(stored).map(([k, v]) => [k, fromFen(v)]))).toEqual(fees);
      expect(Number(await reservedCost(db, o.tenant_id, o.id))).toBeLessThanOrEqual(Number(fromFen(o.project_cost_fee)));
      const projects = await db.selectFrom('contract_owner_project').select('project_id').where('contract_owner_id', '=', o.id).execute();
      expect(projects).toHaveLength(1);
      if (Number(o.is_consortium)) expect(await db.selectFrom('contract_party').select('party_tenant_id').where('contract_id', '=', o.id).orderBy('sort').execute()).toHaveLength(2);
    }
    // Sub-contracts: production shares and resource commissions from the shared helpers; every signed contract's log.
    const amountOf = new Map(owners.map((o) => [o.id, fromFen(o.curr_contract_amount)]));
    for (const p of await db.selectFrom('contract_production').selectAll().execute()) {
      expect(fromBasisPoints(p.produce_divide_owner)).toBe(percentOf(fromFen(p.curr_contract_amount), amountOf.get(p.contract_owner_id)));
    }
    for (const r of await db.selectFrom('contract_resource').selectAll().execute()) {
      expect(fromFen(r.commission_amount)).toBe(applyRate(amountOf.get(r.contract_owner_id), fromBasisPoints(r.commission_percent)));
      expect(moneyFixed(fromFen(r.commission_amount))).toBe('600000.00');
    }
    const logs = await db.selectFrom('contract_status_log').select(['contract_id', 'to_status', 'code']).where('to_status', '=', 2).execute();
    const signedOwners = owners.filter((o) => Number(o.status_contract) >= 2);
    for (const o of signedOwners) expect(logs.find((l) => l.contract_id === o.id)?.code).toBe(o.code);
  });
});
