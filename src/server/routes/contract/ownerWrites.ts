/**
 * The owner contract's writes (spec 2 §4, §5; issue 16): what a submit, a consortium submit and a
 * modify check inside their transaction before the row is written (parties are the caller's
 * partners, projects its running or paused projects, scans its own uploads, the status allows the
 * write, the project cost still covers what the payment-type contracts reserve — after the owner
 * contract's lock), the columns they write, and the child rows written after (projects, members).
 */
import { CONTRACT_MESSAGES, CONTRACT_STATUS, type ContractParty } from '@shared/domain/contract';
import { fromFen, moneyLte, toBasisPoints, toFen } from '@shared/domain/contractMoney';
import { OWNER_CONTRACT_MESSAGES as M } from '@shared/domain/contractOwner';
import { modifyAmountInRange, type OwnerContractModify, type OwnerContractSubmit } from '@shared/domain/contractOwnerSchema';
import type { ArchiveAttachment } from '@shared/domain/projectArchive';
import { PROJECT_STATUS } from '@shared/domain/project';
import type { Executor } from '../../db/database';
import { newId } from '../../db/ids';
import { timestamp } from '../../db/time';
import type { Caller } from '../../http/caller';
import { HttpError } from '../../http/errors';
import { lockOwnerContract } from '../../contracts/ownerLock';
import { partyColumns, partyOf } from '../../contracts/parties';
import { projectsOfOwnerContracts, syncProjectContractStatus } from '../../contracts/projectStatus';
import { reservedCost } from '../../contracts/reservedCost';
import { requirePartner } from '../../projects/parties';
import { ownAttachments } from '../project/archiveRows';
import type { OwnerRow } from './ownerRecord';

const bad = (message: string) => new HttpError(400, message);
type Values = Record<string, unknown>;

/** What beforeWrite resolved for one input (the checked parties and scans), read by the columns and afterWrite. */
interface Resolved {
  jia?: ContractParty;
  yi: ContractParty[];
  scans?: ArchiveAttachment[];
  /** A modify's party B as it stood (kept as partyYiOld). */
  before?: ContractParty[];
}
const resolved = new WeakMap<object, Resolved>();
const resolvedOf = (input: object): Resolved => resolved.get(input) ?? { yi: [] };

const isDraft = (input: Values) => input.statusContract === 0;
const given = (v: unknown) => v !== undefined && v !== null && v !== '';

async function ownOrganisation(db: Executor, caller: Caller): Promise<ContractParty> {
  const t = await db.selectFrom('tenant').select(['tenant_id', 'name', 'code', 'logo']).where('tenant_id', '=', caller.tenantId).executeTakeFirstOrThrow();
  return { bizId: t.tenant_id, deptName: t.name, code: t.code, logo: t.logo };
}

/**
 * Party B: the platform unit (pt) the contract is signed through; a consortium member may also be a
 * contracting unit; the caller's own organisation may always be party B (isDirect 1 makes it so).
 */
async function partyB(db: Executor, caller: Caller, party: { bizId: string }, consortium: boolean): Promise<ContractParty> {
  if (party.bizId === caller.tenantId) return ownOrganisation(db, caller);
  return requirePartner(db, caller, party.bizId, { categories: consortium ? ['pt', 'ss', 'kj', 'gl', 'sj'] : ['pt'], message: CONTRACT_MESSAGES.partyYi });
}

/** Every project of the list is one of the organisation's running or paused projects (or already linked to this contract). */
async function checkProjects(trx: Executor, caller: Caller, list: { projectId: string }[] | undefined, contractId: string | undefined): Promise<void> {
  const ids = (list ?? []).map((p) => p.projectId);
  if (!ids.length) return;
  const linked = contractId
    ? (await trx.selectFrom('contract_owner_project').select('project_id').where('tenant_id', '=', caller.tenantId).where('contract_owner_id', '=', contractId).execute()).map((r) => r.project_id)
    : [];
  const found = await trx.selectFrom('project').select(['id', 'status_initiation']).where('tenant_id', '=', caller.tenantId).where('id', 'in', ids).execute();
  const ok = new Set(found.filter((p) => [PROJECT_STATUS.running, PROJECT_STATUS.paused].includes(Number(p.status_initiation) as 2 | 3) || linked.includes(p.id)).map((p) => p.id));
  if (ids.some((id) => !ok.has(id))) throw bad(M.projectNotFound);
}

/** The project cost (as the input computes it) must cover what the contract's payment-type contracts reserve. */
async function checkCost(trx: Executor, caller: Caller, ownerId: string, projectCostFee: unknown): Promise<void> {
  await lockOwnerContract(trx, caller.tenantId, ownerId);
  const reserved = await reservedCost(trx, caller.tenantId, ownerId);
  if (!moneyLte(reserved, String(projectCostFee || '0'))) throw bad(M.costBelowPay);
}

const sameParties = (a: ContractParty[], b: ContractParty[]) => a.map((p) => p.bizId).join(',') === b.map((p) => p.bizId).join(',');

/** Submit and submitConsortium (add, edit, draft). */
export async function beforeSubmit(trx: Executor, input: OwnerContractSubmit & Values, caller: Caller, existing: OwnerRow | undefined): Promise<void> {
  const draft = isDraft(input);
  if (existing) {
    const status = Number(existing.status_contract);
    if (status !== CONTRACT_STATUS.draft && status !== CONTRACT_STATUS.unsigned) throw bad(CONTRACT_MESSAGES.editSigned);
    if (draft && status !== CONTRACT_STATUS.draft) throw bad(M.draftOnly);
  }
  const consortium = Number(input.isConsortium) === 1;
  const jia = given(input.partyJia) ? await requirePartner(trx, caller, (input.partyJia as ContractParty).bizId, { categories: ['yz'], message: CONTRACT_MESSAGES.partyJia }) : undefined;
  const asked = ([] as { bizId: string }[]).concat((input.partyYi as { bizId: string } | { bizId: string }[] | undefined) ?? []);
  const yi: ContractParty[] = [];
  if (!consortium && Number(input.isDirect) === 1) yi.push(await ownOrganisation(trx, caller));
  else for (const p of asked.filter((x, i) => asked.findIndex((y) => y.bizId === x.bizId) === i)) yi.push(await partyB(trx, caller, p, consortium));
  if (existing && Number(existing.status_contract) === CONTRACT_STATUS.unsigned) {
    const before = await membersOf(trx, existing);
    if (!sameParties(before, yi)) throw bad(M.partyYiFixed);
  }
  await checkProjects(trx, caller, input.projectList as { projectId: string }[] | undefined, existing?.id);
  const scans = input.scanAttach ? await ownAttachments(trx, caller, input.scanAttach as { attachId: string }[]) : undefined;
  resolved.set(input, { jia, yi, scans });
  // An edit lowering the cost below what its production and resource contracts reserve is refused.
  if (existing && !draft) await checkCost(trx, caller, existing.id, input.projectCostFee);
}

/** Party B as stored: the members of a consortium, the one party otherwise. */
async function membersOf(db: Executor, row: OwnerRow): Promise<ContractParty[]> {
  if (Number(row.is_consortium) !== 1) return [partyOf(row, 'yi')].filter((p): p is ContractParty => Boolean(p));
  const rows = await db.selectFrom('contract_party').selectAll().where('tenant_id', '=', row.tenant_id).where('contract_id', '=', row.id).orderBy('sort').execute();
  return rows.map((m) => ({ bizId: m.party_tenant_id, deptName: m.party_name, code: m.party_code, logo: '' }));
}

/** The money columns of the figures the input holds (a draft's missing figures are 0). */
function figureColumns(input: Values): Values {
  const fen = (v: unknown) => toFen(given(v) ? String(v) : '0');
  const bp = (v: unknown) => toBasisPoints(given(v) ? String(v) : '0');
  return {
    jianan_fee_ratio: bp(input.jiananFeeRatio),
    survey_rate: bp(input.surveyRate),
    survey_fee: fen(input.surveyFee),
    design_rate: bp(input.designRate),
    design_fee: fen(input.designFee),
    survey_total_fee: fen(input.surveyTotalFee),
    curr_contract_amount: fen(input.currContractAmount),
    contract_amount_ratio: bp(input.contractAmountRatio),
    platform_fee_ratio: bp(input.platformFeeRatio),
    platform_fee: fen(input.platformFee),
    sys_fee_ratio: bp(input.sysFeeRatio),
    sys_fee: fen(input.sysFee),
    biz_fee_ratio: bp(input.bizFeeRatio),
    biz_fee: fen(input.bizFee),
    project_cost_fee: fen(input.projectCostFee),
    ex_platform_fee: fen(input.exPlatformFee),
    ex_project_fee: fen(input.exProjectFee),
  };
}

/** The columns of a submit (add or edit): every field of the form, the parties as checked. */
export function submitColumns(input: OwnerContractSubmit & Values, existing?: OwnerRow): Values {
  const { jia, yi, scans } = resolvedOf(input);
  // A draft stays 0 until the full form is submitted; then (and a new contract) it is unsigned; an unsigned edit stays unsigned.
  const status = isDraft(input) ? CONTRACT_STATUS.draft : CONTRACT_STATUS.unsigned;
  const text = (v: unknown) => (given(v) ? String(v) : '');
  return {
    name: input.name,
    old_name: text(input.oldName),
    code: text(input.code),
    is_direct: Number(input.isDirect ?? 0),
    is_consortium: Number(input.isConsortium ?? 0),
    main_industry: text(input.mainIndustry),
    other_industry: text(input.otherIndustry),
    region_code: text(input.regionCode),
    addr: text(input.addr),
    scale: text(input.scale),
    ...partyColumns('jia', jia),
    ...partyColumns('yi', yi[0]),
    sign_date: text(input.signDate),
    jianan_fee: toFen(given(input.jiananFee) ? String(input.jiananFee) : '0'),
    ...figureColumns(input),
    scan_attach: JSON.stringify(scans ?? []),
    remark: text(input.remark),
    status_contract: status,
    ...(existing && Number(existing.status_contract) === status ? {} : { status_time: timestamp() }),
  };
}

/** After the row: its projects and consortium members replaced, in the same transaction. */
export async function afterSubmit(trx: Executor, input: OwnerContractSubmit & Values, caller: Caller, id: string): Promise<void> {
  const now = timestamp();
  const before = await projectsOfOwnerContracts(trx, caller.tenantId, [id]);
  await trx.deleteFrom('contract_owner_project').where('tenant_id', '=', caller.tenantId).where('contract_owner_id', '=', id).execute();
  const projects = (input.projectList as { projectId: string }[] | undefined) ?? [];
  if (projects.length)
    await trx
      .insertInto('contract_owner_project')
      .values(projects.map((p) => ({ id: newId(), tenant_id: caller.tenantId, contract_owner_id: id, project_id: p.projectId, create_time: now })))
      .execute();
  // The projects it named before and names now: their contract status (xmqyzt) follows.
  await syncProjectContractStatus(trx, caller.tenantId, [...before, ...projects.map((p) => p.projectId)]);
  await trx.deleteFrom('contract_party').where('tenant_id', '=', caller.tenantId).where('contract_id', '=', id).execute();
  const { yi } = resolvedOf(input);
  if (Number(input.isConsortium) === 1 && yi.length)
    await trx
      .insertInto('contract_party')
      .values(yi.map((p, i) => ({ id: newId(), tenant_id: caller.tenantId, contract_id: id, party_tenant_id: p.bizId, party_name: p.deptName, party_code: p.code, sort: i, create_time: now })))
      .execute();
}

/** Modify (变更): only signed or paused contracts; the new total between the old total and jiananFee; the cost still covers what is reserved. */
export async function beforeModify(trx: Executor, input: OwnerContractModify & Values, caller: Caller, existing: OwnerRow): Promise<void> {
  const status = Number(existing.status_contract);
  if (status !== CONTRACT_STATUS.signed && status !== CONTRACT_STATUS.paused) throw bad(CONTRACT_MESSAGES.modifyUnsigned);
  if (!modifyAmountInRange(fromFen(existing.curr_contract_amount), String(input.currContractAmount), fromFen(existing.jianan_fee))) throw bad(M.modifyRange);
  await checkCost(trx, caller, existing.id, input.projectCostFee);
  resolved.set(input, { yi: [], scans: await ownAttachments(trx, caller, input.scanAttach), before: await membersOf(trx, existing) });
}

/** What a modify writes: the new figures, the values before kept (amount, parties), the version + 1. */
export function modifyColumns(input: OwnerContractModify & Values, existing: OwnerRow): Values {
  const members = resolvedOf(input).before ?? [];
  return {
    ...figureColumns(input),
    sign_date: input.signDate,
    scan_attach: JSON.stringify(resolvedOf(input).scans ?? []),
    scale: input.scale,
    addr: input.addr,
    remark: input.remark,
    change_reason: input.changeReason,
    curr_contract_amount_before: existing.curr_contract_amount,
    party_jia_old: JSON.stringify(partyOf(existing, 'jia') ?? null),
    party_yi_old: JSON.stringify(Number(existing.is_consortium) === 1 ? members : (members[0] ?? null)),
    version: Number(existing.version) + 1,
  };
}
