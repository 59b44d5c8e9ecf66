/**
 * The owner contract's row ↔ API record (spec 2 §3): money read only through fromFen (PostgreSQL
 * answers BIGINT as text), parties as {bizId, deptName, code, logo}, and what an answer adds from
 * other rows once per answer — its projects, its consortium members, the totals of the contracts
 * that divide it (exact SQL sums) and the organisation's name.
 */
import { sql } from 'kysely';
import { COUNTED_STATUSES, type ContractParty, type ContractStatus } from '@shared/domain/contract';
import { fromBasisPoints, fromFen } from '@shared/domain/contractMoney';
import type { ContractProjectRef, OwnerContract } from '@shared/domain/contractOwner';
import { subtractMoney } from '@shared/domain/money';
import { readAttachments } from '../project/archiveRows';
import type { Executor } from '../../db/database';
import type { OwnerContractRow } from '../../contracts/ownerLock';
import { ownerFigures } from '../../contracts/ownerFigures';
import { logoLookup, oldPartyOf, partyOf } from '../../contracts/parties';

export type OwnerRow = OwnerContractRow & { create_user_name?: string | null; create_dept_name?: string | null };

/** The record as the row alone gives it; the answer's lookups (enrichOwner) complete the rest. */
export function toOwnerRecord(row: OwnerRow): OwnerContract {
  const consortium = Number(row.is_consortium) === 1;
  const yi = partyOf(row, 'yi');
  return {
    id: row.id,
    tenantId: row.tenant_id,
    tenantName: '',
    kind: 'owner',
    code: row.code,
    name: row.name,
    oldName: row.old_name,
    isDirect: Number(row.is_direct) === 1 ? 1 : 0,
    isConsortium: consortium ? 1 : 0,
    projectList: [],
    mainIndustry: row.main_industry,
    otherIndustry: row.other_industry,
    regionCode: row.region_code,
    addr: row.addr,
    scale: row.scale,
    statusContract: Number(row.status_contract) as ContractStatus,
    partyJia: partyOf(row, 'jia'),
    partyYi: consortium ? (yi ? [yi] : []) : yi,
    partyJiaOld: oldPartyOf(row, 'jia') as ContractParty | undefined,
    partyYiOld: oldPartyOf(row, 'yi'),
    signDate: row.sign_date,
    jiananFee: fromFen(row.jianan_fee),
    jiananFeeRatio: fromBasisPoints(row.jianan_fee_ratio),
    surveyRate: fromBasisPoints(row.survey_rate),
    surveyFee: fromFen(row.survey_fee),
    designRate: fromBasisPoints(row.design_rate),
    designFee: fromFen(row.design_fee),
    surveyTotalFee: fromFen(row.survey_total_fee),
    currContractAmount: fromFen(row.curr_contract_amount),
    currContractAmountBefore: fromFen(row.curr_contract_amount_before),
    contractAmountRatio: fromBasisPoints(row.contract_amount_ratio),
    platformFeeRatio: fromBasisPoints(row.platform_fee_ratio),
    platformFee: fromFen(row.platform_fee),
    sysFeeRatio: fromBasisPoints(row.sys_fee_ratio),
    sysFee: fromFen(row.sys_fee),
    bizFeeRatio: fromBasisPoints(row.biz_fee_ratio),
    bizFee: fromFen(row.biz_fee),
    projectCostFee: fromFen(row.project_cost_fee),
    exPlatformFee: fromFen(row.ex_platform_fee),
    exProjectFee: fromFen(row.ex_project_fee),
    productContractAmount: '0.00',
    resourceContractAmount: '0.00',
    platformContractAmount: '0.00',
    projectContractAmount: '0.00',
    basicContractAmount: '0.00',
    otherAmount: '0.00',
    payTotalAmount: '0.00',
    costSurplus: fromFen(row.project_cost_fee),
    currInvoiceAmount: '0.00',
    invoiceRate: '0.00',
    currArriveAmount: '0.00',
    unInvoiceTotal: '0.00',
    changeReason: row.change_reason,
    scanAttach: readAttachments(row.scan_attach),
    remark: row.remark,
    version: Number(row.version),
    deptId: row.create_dept,
    createUser: row.create_user,
    createUserName: row.create_user_name ?? '',
    createDeptName: row.create_dept_name ?? '',
    createTime: row.create_time,
    updateTime: row.update_time,
  };
}

type Sums = Map<string, string>;

/** Σ amount per owner contract of `table` rows in `statuses` (optionally of one kind), exact in fen. */
async function sumsBy(db: Executor, table: string, amount: string, tenantId: string, ids: string[], statuses: readonly number[], kind?: string): Promise<Sums> {
  const rows = await sql<{ owner: string; total: string | number | null }>`
    select contract_owner_id as owner, sum(${sql.ref(amount)}) as total from ${sql.table(table)}
    where tenant_id = ${tenantId} and contract_owner_id in (${sql.join(ids)})
      and status_contract in (${sql.join([...statuses])}) ${kind ? sql`and kind = ${kind}` : sql``}
    group by contract_owner_id`.execute(db);
  return new Map(rows.rows.map((r) => [r.owner, fromFen(r.total)]));
}

/** The lookups of one answer: projects, consortium members, logos, totals and the organisation's name. */
export async function enrichOwner(db: Executor, rows: readonly OwnerRow[]): Promise<(record: OwnerContract) => OwnerContract> {
  if (!rows.length) return (r) => r;
  const tenantId = rows[0].tenant_id;
  const ids = rows.map((r) => r.id);
  const projects = await db
    .selectFrom('contract_owner_project')
    .innerJoin('project', (j) => j.onRef('project.id', '=', 'contract_owner_project.project_id').onRef('project.tenant_id', '=', 'contract_owner_project.tenant_id'))
    .select(['contract_owner_project.contract_owner_id as owner', 'project.id', 'project.name', 'project.code'])
    .where('contract_owner_project.tenant_id', '=', tenantId)
    .where('contract_owner_project.contract_owner_id', 'in', ids)
    .orderBy('contract_owner_project.create_time')
    .orderBy('contract_owner_project.id')
    .execute();
  const projectsOf = new Map<string, ContractProjectRef[]>();
  for (const p of projects) projectsOf.set(p.owner, [...(projectsOf.get(p.owner) ?? []), { projectId: p.id, projectName: p.name, projectCode: p.code }]);
  const members = await db.selectFrom('contract_party').selectAll().where('tenant_id', '=', tenantId).where('contract_id', 'in', ids).orderBy('sort').execute();
  const membersOf = new Map<string, ContractParty[]>();
  for (const m of members) membersOf.set(m.contract_id, [...(membersOf.get(m.contract_id) ?? []), { bizId: m.party_tenant_id, deptName: m.party_name, code: m.party_code, logo: '' }]);
  const logo = await logoLookup(db, [...rows.flatMap((r) => [r.party_jia_id, r.party_yi_id]), ...members.map((m) => m.party_tenant_id)]);
  const tenant = await db.selectFrom('tenant').select('name').where('tenant_id', '=', tenantId).executeTakeFirst();
  const counted = {
    productContractAmount: await sumsBy(db, 'contract_production', 'curr_contract_amount', tenantId, ids, COUNTED_STATUSES),
    resourceContractAmount: await sumsBy(db, 'contract_resource', 'commission_amount', tenantId, ids, COUNTED_STATUSES),
    platformContractAmount: await sumsBy(db, 'contract_platform', 'curr_contract_amount', tenantId, ids, COUNTED_STATUSES, 'platform'),
    projectContractAmount: await sumsBy(db, 'contract_platform', 'curr_contract_amount', tenantId, ids, COUNTED_STATUSES, 'project'),
    basicContractAmount: await sumsBy(db, 'contract_platform', 'curr_contract_amount', tenantId, ids, COUNTED_STATUSES, 'basic'),
  };
  // 支付类合计总额: what reserves the project cost — every cost consumer not voided, other expenses included.
  const figures = await ownerFigures(db, ids);
  return (record) => {
    const totals = Object.fromEntries(Object.entries(counted).map(([k, m]) => [k, m.get(record.id) ?? '0.00'])) as Pick<OwnerContract, keyof typeof counted>;
    const own = figures.get(record.id);
    const costSurplus = own?.costSurplus ?? record.projectCostFee;
    const consortium = record.isConsortium === 1 ? (membersOf.get(record.id) ?? (record.partyYi as ContractParty[])) : undefined;
    return {
      ...record,
      ...totals,
      tenantName: tenant?.name ?? '',
      projectList: projectsOf.get(record.id) ?? [],
      partyJia: logo(record.partyJia),
      partyYi: consortium ? consortium.map((p) => logo(p)!) : logo(record.partyYi as ContractParty | undefined),
      otherAmount: own?.otherAmount ?? '0.00',
      payTotalAmount: subtractMoney(record.projectCostFee, costSurplus),
      costSurplus,
    };
  };
}
