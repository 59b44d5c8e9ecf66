import type { ContractKind } from '@shared/domain/contract';
import { ownerContractFees, toBasisPoints, toFen } from '@shared/domain/contractMoney';
import { applyRate, percentOf, sumMoney } from '@shared/domain/money';
import type { Executor } from '../db/database';
import { syncProjectContractStatus } from '../contracts/projectStatus';
import { newId } from '../db/ids';
import { timestamp } from '../db/time';
import { DEMO_OWNER_CONTRACTS, type DemoOwnerContract, type DemoPartyRef, type DemoSubContract } from './demo-contracts-data';

/** The contracting organisations that record owner contracts (the demo projects' organisations). */
export const DEMO_CONTRACTING_TENANTS = ['100001', '100002', '100003', '100004', '100006'] as const;
const PLATFORM = '100006';

interface Tenant {
  id: string;
  name: string;
  code: string;
}

/** The statuses a contract went through to reach `status`, as status-log steps (a draft and an unsigned contract have none). */
function statusSteps(status: number): [number, number][] {
  if (status < 2) return [];
  return status === 2 ? [[1, 2]] : [
    [1, 2],
    [2, status],
  ];
}

/** The owner contract's fee columns at `amount`, from the shared formula (exactly what the server computes). */
function ownerMoney(c: DemoOwnerContract, amount: string) {
  const fees = ownerContractFees({ currContractAmount: amount, platformFeeRatio: c.platformFeeRatio, sysFeeRatio: c.sysFeeRatio, bizFeeRatio: c.bizFeeRatio }) as Record<(typeof ownerContractFees.outputs)[number], string>;
  return { amount, ...fees, contractAmountRatio: percentOf(amount, c.jiananFee) };
}

type Money = ReturnType<typeof ownerMoney>;

/** The fields a modify changes, as the API names them (the change_history row's before and after). */
const historyValues = (m: Money) => ({
  currContractAmount: m.amount,
  contractAmountRatio: m.contractAmountRatio,
  platformFee: m.platformFee,
  sysFee: m.sysFee,
  bizFee: m.bizFee,
  projectCostFee: m.projectCostFee,
  exPlatformFee: m.exPlatformFee,
  exProjectFee: m.exProjectFee,
});

/**
 * Demo contracts (issue 16): at every contracting organisation, on its three demo projects, owner
 * contracts in every status (0–5, one a consortium) with party A the demo owner unit and party B the
 * demo platform unit; the signed 滨江新区文化艺术中心设计合同 modified twice and divided by
 * sub-contracts of every kind. Every derived amount comes from the shared formulas. Demo data only,
 * into an empty database.
 */
export async function seedDemoContracts(db: Executor): Promise<void> {
  if (await db.selectFrom('contract_owner').select('id').limit(1).executeTakeFirst()) return;
  const tenants = new Map(
    (await db.selectFrom('tenant').select(['tenant_id', 'name', 'code']).execute()).map((t) => [t.tenant_id, { id: t.tenant_id, name: t.name, code: t.code ?? '' }]),
  );
  for (const tenantId of DEMO_CONTRACTING_TENANTS) {
    const self = tenants.get(tenantId);
    if (!self) continue;
    const party = (ref: DemoPartyRef): Tenant => (ref === 'self' ? self : tenants.get(ref)!);
    const projects = await db.selectFrom('project').select(['id', 'name', 'region_id', 'detail_addr', 'create_user', 'create_dept', 'create_time']).where('tenant_id', '=', tenantId).execute();
    for (const c of DEMO_OWNER_CONTRACTS) {
      const project = projects.find((p) => p.name === c.project);
      if (!project) continue;
      await seedOwnerContract(db, { self, party, project, contract: c, platform: party(PLATFORM), second: tenantId === PLATFORM ? tenants.get('100001')! : self });
    }
  }
}

interface OwnerSeed {
  self: Tenant;
  party: (ref: DemoPartyRef) => Tenant;
  project: { id: string; region_id: string; detail_addr: string; create_user: string; create_dept: string; create_time: string };
  contract: DemoOwnerContract;
  platform: Tenant;
  /** The consortium's second party B member. */
  second: Tenant;
}

async function seedOwnerContract(db: Executor, s: OwnerSeed): Promise<void> {
  const { self, project, contract: c } = s;
  const base = new Date(project.create_time.replace(' ', 'T')).getTime();
  // Days after the contract was recorded, never later than now.
  const at = (days: number) => timestamp(new Date(Math.min(Date.now(), base + (c.day + days) * 86_400_000)));
  const created = at(0);
  const owned = { tenant_id: self.id, create_user: project.create_user, create_dept: project.create_dept, create_time: created };
  const id = newId();
  const code = c.code ? `HT-${self.id}-${c.code}` : '';
  const signed = c.status >= 2;
  const versions = c.amounts.map((a) => ownerMoney(c, a));
  const now = versions[versions.length - 1];
  const before = versions.length > 1 ? versions[versions.length - 2].amount : '0.00';
  const owner = s.party('100005');
  const yi = c.consortium ? [s.platform, s.second] : [s.platform];
  const statusTime = c.status > 2 ? at(25) : signed ? at(2) : created;
  const surveyFee = applyRate(c.jiananFee, c.surveyRate);
  const designFee = applyRate(c.jiananFee, c.designRate);
  await db
    .insertInto('contract_owner')
    .values({
      ...owned,
      id,
      code,
      name: c.name,
      is_direct: 0,
      is_consortium: c.consortium ? 1 : 0,
      main_industry: c.industry,
      region_code: project.region_id,
      addr: project.detail_addr,
      scale: c.scale,
      status_contract: c.status,
      status_time: statusTime,
      sign_date: signed ? at(2) : '',
      change_reason: c.reasons[c.reasons.length - 1] ?? '',
      scan_attach: '[]',
      remark: c.remark,
      version: c.reasons.length,
      update_time: versions.length > 1 ? at(10 * (versions.length - 1)) : statusTime,
      party_jia_id: owner.id,
      party_jia_name: owner.name,
      party_jia_code: owner.code,
      party_yi_id: yi[0].id,
      party_yi_name: yi[0].name,
      party_yi_code: yi[0].code,
      jianan_fee: toFen(c.jiananFee),
      jianan_fee_ratio: toBasisPoints(now.contractAmountRatio),
      survey_rate: toBasisPoints(c.surveyRate),
      survey_fee: toFen(surveyFee),
      design_rate: toBasisPoints(c.designRate),
      design_fee: toFen(designFee),
      survey_total_fee: toFen(sumMoney([surveyFee, designFee])),
      curr_contract_amount: toFen(now.amount),
      curr_contract_amount_before: toFen(before),
      contract_amount_ratio: toBasisPoints(now.contractAmountRatio),
      platform_fee_ratio: toBasisPoints(c.platformFeeRatio),
      platform_fee: toFen(now.platformFee),
      sys_fee_ratio: toBasisPoints(c.sysFeeRatio),
      sys_fee: toFen(now.sysFee),
      biz_fee_ratio: toBasisPoints(c.bizFeeRatio),
      biz_fee: toFen(now.bizFee),
      project_cost_fee: toFen(now.projectCostFee),
      ex_platform_fee: toFen(now.exPlatformFee),
      ex_project_fee: toFen(now.exProjectFee),
    })
    .execute();
  await db.insertInto('contract_owner_project').values({ id: newId(), tenant_id: self.id, contract_owner_id: id, project_id: project.id, create_time: created }).execute();
  // The project's contract status (xmqyzt) follows its contracts here as it does on every write.
  await syncProjectContractStatus(db, self.id, [project.id]);
  if (c.consortium) {
    await db
      .insertInto('contract_party')
      .values(yi.map((p, sort) => ({ id: newId(), tenant_id: self.id, contract_id: id, party_tenant_id: p.id, party_name: p.name, party_code: p.code, sort, create_time: created })))
      .execute();
  }
  const log = async (contractId: string, kind: ContractKind, status: number, contractCode: string, signedAt: string, endedAt: string) => {
    for (const [from, to] of statusSteps(status)) {
      await db
        .insertInto('contract_status_log')
        .values({ id: newId(), tenant_id: self.id, contract_id: contractId, kind, from_status: from, to_status: to, code: to === 2 ? contractCode : '', create_user: project.create_user, create_time: to === 2 ? signedAt : endedAt })
        .execute();
    }
  };
  await log(id, 'owner', c.status, code, at(2), at(25));
  // Each modify after the first version: its before and after, its reason, by the recorder, ten days apart.
  for (let v = 1; v < versions.length; v += 1) {
    await db
      .insertInto('change_history')
      .values({
        id: newId(),
        tenant_id: self.id,
        resource: 'contract-owner',
        record_id: id,
        change_reason: c.reasons[v - 1],
        before_values: JSON.stringify({ ...historyValues(versions[v - 1]), currContractAmountBefore: v > 1 ? versions[v - 2].amount : '0.00' }),
        after_values: JSON.stringify({ ...historyValues(versions[v]), currContractAmountBefore: versions[v - 1].amount }),
        create_user: project.create_user,
        create_time: at(10 * v),
      })
      .execute();
  }
  for (const [n, sub] of c.subs.entries()) {
    const subCode = sub.status >= 2 ? `${SUB_PREFIX[sub.kind]}-${self.id}-${c.code ?? '000'}-${n + 1}` : '';
    const subId = await seedSubContract(db, s, { ...owned, contract_owner_id: id }, sub, subCode, now.amount, at);
    await log(subId, sub.kind, sub.status, subCode, at(3), at(25));
  }
}

const SUB_PREFIX: Record<DemoSubContract['kind'], string> = { production: 'FB', resource: 'ZY', platform: 'PT', project: 'XM', basic: 'YZ' };

type Owned = { tenant_id: string; create_user: string; create_dept: string; create_time: string; contract_owner_id: string };

/** One sub-contract row of its kind's table, its money from the shared helpers; returns its id. */
async function seedSubContract(db: Executor, s: OwnerSeed, owned: Owned, sub: DemoSubContract, code: string, ownerAmount: string, at: (days: number) => string): Promise<string> {
  const id = newId();
  const jia = s.party(sub.jia);
  const yi = s.party(sub.yi);
  const signed = sub.status >= 2;
  const common = {
    ...owned,
    id,
    name: sub.name,
    code,
    status_contract: sub.status,
    status_time: sub.status > 2 ? at(25) : signed ? at(3) : owned.create_time,
    sign_date: signed ? at(3) : '',
    scan_attach: '[]',
    remark: '',
    update_time: sub.status > 2 ? at(25) : signed ? at(3) : owned.create_time,
    party_jia_id: jia.id,
    party_jia_name: jia.name,
    party_jia_code: jia.code,
    party_yi_id: yi.id,
    party_yi_name: yi.name,
    party_yi_code: yi.code,
  };
  if (sub.kind === 'production') {
    const amount = sub.amount!;
    await db
      .insertInto('contract_production')
      .values({ ...common, type: sub.type ?? '1', curr_contract_amount: toFen(amount), produce_divide_owner: toBasisPoints(percentOf(amount, ownerAmount)), subcontracting_desc: sub.text })
      .execute();
  } else if (sub.kind === 'resource') {
    const percent = sub.commissionPercent!;
    await db
      .insertInto('contract_resource')
      .values({ ...common, scale: sub.text, commission_percent: toBasisPoints(percent), commission_amount: toFen(applyRate(ownerAmount, percent)) })
      .execute();
  } else {
    await db
      .insertInto('contract_platform')
      .values({ ...common, kind: sub.kind, scale: sub.text, curr_contract_amount: toFen(sub.amount!) })
      .execute();
  }
  return id;
}
