/**
 * Contract-platform rows (platform, project-management, owner-allocated contracts): the API record,
 * the owner contract's figures, the kind totals in exact SQL sums of fen, and the write rules that
 * read other rows of the owner contract — run after lockOwnerContract, in the write's transaction.
 */
import { sql, type Selectable } from 'kysely';
import { CONTRACT_MESSAGES, RESERVING_STATUSES, type ContractParty, type ContractStatus } from '@shared/domain/contract';
import { fromFen } from '@shared/domain/contractMoney';
import {
  amountRefusal,
  capOf,
  OWNER_IN_FORCE,
  PLATFORM_KIND_BUTTONS,
  PLATFORM_CONTRACT_MESSAGES,
  type PlatformContract,
  type PlatformKind,
  type PlatformOwnerFigures,
} from '@shared/domain/contractPlatform';
import { subtractMoney } from '@shared/domain/money';
import type { ArchiveAttachment } from '@shared/domain/projectArchive';
import type { Executor } from '../../db/database';
import type { ContractPlatformTable } from '../../db/schema-contracts';
import { lockOwnerContract, type OwnerContractRow } from '../../contracts/ownerLock';
import { logoLookup, oldPartyOf, partyOf } from '../../contracts/parties';
import { requireButton } from '../../http/buttonGrants';
import type { Caller } from '../../http/caller';
import { HttpError } from '../../http/errors';
import { requirePartner } from '../../projects/parties';
import { ownAttachments, readAttachments } from '../project/archiveRows';

export type PlatformRow = Selectable<ContractPlatformTable> & { create_user_name?: string | null };

export const BUTTONS_OF = PLATFORM_KIND_BUTTONS;

export function toPlatformContract(row: PlatformRow): PlatformContract {
  const partyYi = partyOf(row, 'yi');
  return {
    id: row.id,
    tenantId: row.tenant_id,
    kind: row.kind as PlatformKind,
    contractOwnerId: row.contract_owner_id,
    yzName: '',
    yzCode: '',
    ptName: partyYi?.deptName ?? '',
    ptCode: partyYi?.code ?? '',
    name: row.name,
    code: row.code,
    scale: row.scale,
    statusContract: Number(row.status_contract) as ContractStatus,
    partyJia: partyOf(row, 'jia'),
    partyYi,
    partyJiaOld: oldPartyOf(row, 'jia') as ContractParty | undefined,
    partyYiOld: oldPartyOf(row, 'yi') as ContractParty | undefined,
    currContractAmount: fromFen(row.curr_contract_amount),
    currContractAmountBefore: fromFen(row.curr_contract_amount_before),
    changeAmount: fromFen(row.change_amount),
    currContractAmountAfter: fromFen(row.curr_contract_amount),
    signDate: row.sign_date,
    scanAttach: readAttachments(row.scan_attach),
    remark: row.remark,
    changeReason: row.change_reason,
    version: Number(row.version),
    createUser: row.create_user,
    createUserName: row.create_user_name ?? '',
    createTime: row.create_time,
    updateTime: row.update_time,
  };
}

/** The enrich hook: the owner contracts' names and codes and the parties' logos, one query each per answer. */
export async function enrichPlatform(db: Executor, rows: readonly PlatformRow[]): Promise<(r: PlatformContract) => PlatformContract> {
  const records = rows.map(toPlatformContract);
  const ownerIds = [...new Set(records.map((r) => r.contractOwnerId))];
  const owners = ownerIds.length ? await db.selectFrom('contract_owner').select(['id', 'name', 'code']).where('id', 'in', ownerIds).execute() : [];
  const byId = new Map(owners.map((o) => [o.id, o]));
  const logo = await logoLookup(
    db,
    records.flatMap((r) => [r.partyJia?.bizId ?? '', r.partyYi?.bizId ?? '']),
  );
  return (r) => ({ ...r, yzName: byId.get(r.contractOwnerId)?.name ?? '', yzCode: byId.get(r.contractOwnerId)?.code ?? '', partyJia: logo(r.partyJia), partyYi: logo(r.partyYi) });
}

/** Per kind, the amounts under an owner contract that are not voided ('0.00' when none); `exclude` leaves one contract out. */
export async function kindTotals(db: Executor, tenantId: string, ownerId: string, exclude?: string): Promise<Record<PlatformKind, string>> {
  const rows = await sql<{ kind: string; total: string | number | null }>`
    select kind, sum(curr_contract_amount) as total from contract_platform
    where tenant_id = ${tenantId} and contract_owner_id = ${ownerId}
      and status_contract in (${sql.join(RESERVING_STATUSES)}) and id <> ${exclude ?? ''}
    group by kind`.execute(db);
  const totals: Record<PlatformKind, string> = { platform: '0.00', project: '0.00', basic: '0.00' };
  for (const r of rows.rows) if (r.kind in totals) totals[r.kind as PlatformKind] = fromFen(r.total);
  return totals;
}

const ownerMoney = (owner: OwnerContractRow) => ({
  currContractAmount: fromFen(owner.curr_contract_amount),
  platformFee: fromFen(owner.platform_fee),
  exProjectFee: fromFen(owner.ex_project_fee),
});

/** The owner contract's figures for a form of `kind` (contract-platform/owner). */
export async function ownerFigures(db: Executor, owner: OwnerContractRow, kind: PlatformKind, exclude?: string): Promise<PlatformOwnerFigures> {
  const totals = await kindTotals(db, owner.tenant_id, owner.id, exclude);
  const cap = capOf(kind, ownerMoney(owner));
  return {
    contractOwnerId: owner.id,
    yzName: owner.name,
    yzCode: owner.code,
    yz_currContractAmount: fromFen(owner.curr_contract_amount),
    statusContract: Number(owner.status_contract) as ContractStatus,
    partyJia: partyOf(owner, 'jia'),
    platformFee: fromFen(owner.platform_fee),
    sysFee: fromFen(owner.sys_fee),
    bizFee: fromFen(owner.biz_fee),
    projectCostFee: fromFen(owner.project_cost_fee),
    exPlatformFee: fromFen(owner.ex_platform_fee),
    exProjectFee: fromFen(owner.ex_project_fee),
    platformContractAmount: totals.platform,
    projectContractAmount: totals.project,
    basicContractAmount: totals.basic,
    cap,
    previousTotal: totals[kind],
    availableAmount: subtractMoney(cap, totals[kind]),
  };
}

/** The caller's own organisation as a party. */
async function ownParty(db: Executor, caller: Caller): Promise<ContractParty> {
  const t = await db.selectFrom('tenant').select(['tenant_id', 'name', 'code', 'logo']).where('tenant_id', '=', caller.tenantId).executeTakeFirstOrThrow();
  return { bizId: t.tenant_id, deptName: t.name, code: t.code, logo: t.logo };
}

/** What an add resolves before its insert: the parties and the scans as the registry holds them. */
export interface Resolved {
  partyJia?: ContractParty;
  partyYi?: ContractParty;
  scans: ArchiveAttachment[];
}

interface WriteInput {
  kind?: PlatformKind;
  contractOwnerId?: string;
  partyYiId?: string;
  currContractAmount: string;
  scanAttach: { attachId: string }[];
  changeReason?: string;
}

/**
 * The rules of one write (add, edit or modify — a modify's input carries its change reason), in the
 * write's transaction: the kind's button, the status the write applies to, the owner contract locked
 * and in force, the amount's bound against the kind's other contracts, the parties of an add, the scans.
 */
export async function checkPlatformWrite(trx: Executor, input: WriteInput, caller: Caller, existing: PlatformRow | undefined): Promise<Resolved> {
  const modify = input.changeReason !== undefined;
  const kind = (existing?.kind ?? input.kind) as PlatformKind;
  // An edit names the kind it was opened as: another kind is not this contract.
  if (existing && input.kind && input.kind !== existing.kind) throw new HttpError(400, CONTRACT_MESSAGES.notFound);
  await requireButton(trx, caller, BUTTONS_OF[kind][modify ? 'modify' : existing ? 'edit' : 'add']);
  const status = Number(existing?.status_contract);
  if (existing && modify && status !== 2 && status !== 3) throw new HttpError(400, CONTRACT_MESSAGES.modifyUnsigned);
  if (existing && !modify && status !== 0 && status !== 1) throw new HttpError(400, CONTRACT_MESSAGES.editSigned);
  const owner = await lockOwnerContract(trx, caller.tenantId, existing?.contract_owner_id ?? input.contractOwnerId);
  if (!existing && !(OWNER_IN_FORCE as readonly number[]).includes(Number(owner.status_contract))) throw new HttpError(400, PLATFORM_CONTRACT_MESSAGES.ownerNotInForce);
  const others = (await kindTotals(trx, caller.tenantId, owner.id, existing?.id))[kind];
  const refusal = amountRefusal(kind, input.currContractAmount, capOf(kind, ownerMoney(owner)), others, modify && existing ? fromFen(existing.curr_contract_amount) : undefined);
  if (refusal) throw new HttpError(400, refusal);
  const scans = await ownAttachments(trx, caller, input.scanAttach);
  if (existing) return { scans };
  if (kind === 'basic') {
    const partyJia = partyOf(owner, 'jia');
    if (!partyJia) throw new HttpError(400, CONTRACT_MESSAGES.partyJia);
    return { partyJia, partyYi: await ownParty(trx, caller), scans };
  }
  const partyYi = await requirePartner(trx, caller, input.partyYiId, { categories: ['pt'], signedAgreement: true, message: CONTRACT_MESSAGES.partyYi });
  return { partyJia: await ownParty(trx, caller), partyYi, scans };
}
