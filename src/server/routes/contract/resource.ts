/**
 * contract-resource/* (spec 2 §7; issue 16): resource-provider service contracts, rows of the
 * organisation under one of its owner contracts (OWNER_CONTRACT_PARENT). Every rule reading the owner
 * contract's other rows (remaining project cost, requested amounts) runs in the write's transaction
 * after lockOwnerContract; the commission is recomputed here from the locked owner contract's amount
 * with the shared formula, whatever the client sent. Party B's read-only view: resourceParty.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { contractResourceEndpoints as e } from '@shared/api/contractResourceEndpoints';
import { CONTRACT_MESSAGES, CONTRACT_STATUS, contractStatusMachine, type ContractParty, type ContractStatus } from '@shared/domain/contract';
import { RESOURCE_CONTRACT_BUTTONS } from '@shared/domain/contractButtons';
import { fromBasisPoints, fromFen, moneyLte, toBasisPoints, toFen } from '@shared/domain/contractMoney';
import {
  RESOURCE_CONTRACT_MESSAGES as M,
  resourceCommission,
  resourceContractModifySchema,
  resourceContractPageQuerySchema,
  resourceContractSchema,
  type ResourceContract,
  type ResourceContractInput,
} from '@shared/domain/contractResource';
import type { ArchiveAttachment } from '@shared/domain/projectArchive';
import type { AppContext } from '../../context';
import { lockOwnerContract, type OwnerContractRow } from '../../contracts/ownerLock';
import { OWNER_CONTRACT_PARENT } from '../../contracts/parent';
import { oldPartyOf, partyColumns, partyOf } from '../../contracts/parties';
import { refuseSignedRemoval } from '../../contracts/removable';
import { requestedAmount } from '../../contracts/requested';
import { remainingProjectCost } from '../../contracts/reservedCost';
import { logContractStatus } from '../../contracts/statusLog';
import type { Executor } from '../../db/database';
import type { ContractResourceTable } from '../../db/schema-contracts';
import { timestamp } from '../../db/time';
import type { Caller } from '../../http/caller';
import { dayRange, equals, like, registerResource, type ResourceDeclaration } from '../../http/crud';
import { HttpError } from '../../http/errors';
import { requirePartner } from '../../projects/parties';
import { ownAttachments, readAttachments } from '../project/archiveRows';
import { ownerFiguresOf } from './resourceFigures';
import { registerResourcePartyRoutes } from './resourceParty';

export type ResourceRow = Selectable<ContractResourceTable> & { create_user_name?: string | null; create_dept_name?: string | null };

export function toResourceContract(row: ResourceRow): ResourceContract {
  const zero = '0.00';
  return {
    id: row.id,
    tenantId: row.tenant_id,
    tenantName: '',
    kind: 'resource',
    contractOwnerId: row.contract_owner_id,
    yzName: '',
    yzCode: '',
    name: row.name,
    code: row.code,
    scale: row.scale,
    statusContract: Number(row.status_contract) as ContractStatus,
    partyJia: partyOf(row, 'jia'),
    partyYi: partyOf(row, 'yi'),
    partyJiaOld: oldPartyOf(row, 'jia') as ContractParty | undefined,
    partyYiOld: oldPartyOf(row, 'yi') as ContractParty | undefined,
    signDate: row.sign_date,
    commissionPercent: fromBasisPoints(row.commission_percent),
    commissionAmount: fromFen(row.commission_amount),
    commissionAmountAfter: fromFen(row.commission_amount),
    preCommissionPercent: fromBasisPoints(row.pre_commission_percent),
    preCommissionAmount: fromFen(row.pre_commission_amount),
    changeAmount: fromFen(row.change_amount),
    // Payment requests are the finance issue's; nothing is requested before it.
    requestTotalAmount: zero,
    changeReason: row.change_reason,
    scanAttach: readAttachments(row.scan_attach),
    remark: row.remark,
    version: Number(row.version),
    yz_currContractAmount: zero,
    bizFee: zero,
    projectCostFee: zero,
    productContractAmount: zero,
    resourceContractAmount: zero,
    otherAmount: zero,
    costSurplus: zero,
    currInvoiceAmount: zero,
    invoiceRate: zero,
    unInvoiceArriveTotal: zero,
    unInvoiceTotal: zero,
    currArriveAmount: zero,
    unContractArriveTotal: zero,
    deptId: row.create_dept,
    createUser: row.create_user,
    createUserName: row.create_user_name ?? '',
    createDeptName: row.create_dept_name ?? '',
    createTime: row.create_time,
    updateTime: row.update_time,
  };
}

/** The input once beforeWrite resolved it: the server's figures, parties and attachments. */
type Resolved = ResourceContractInput & {
  changeReason?: string;
  commissionAmount?: string;
  changeAmount?: string;
  preCommissionPercent?: string;
  preCommissionAmount?: string;
  scanAttach: ArchiveAttachment[];
};

/** Party A: this organisation or a party of the owner contract (its owner or its platform), named as the organisation is named now. */
async function resolvePartyJia(trx: Executor, caller: Caller, owner: OwnerContractRow, party: ContractParty): Promise<ContractParty> {
  const allowed = [caller.tenantId, owner.party_jia_id, owner.party_yi_id].filter(Boolean);
  if (!allowed.includes(party.bizId)) throw new HttpError(400, M.partyJiaNotOwner);
  const row = await trx.selectFrom('tenant').select(['tenant_id', 'name', 'code', 'logo']).where('tenant_id', '=', party.bizId).executeTakeFirst();
  if (!row) throw new HttpError(400, CONTRACT_MESSAGES.partyJia);
  return { bizId: row.tenant_id, deptName: row.name, code: row.code ?? '', logo: row.logo ?? '' };
}

/**
 * The rules of spec 2 §5 that read other rows, in the write's transaction after the owner contract's
 * lock; fills the input with what the server decides (figures, parties, attachments).
 */
async function beforeWrite(trx: Executor, raw: ResourceContractInput, caller: Caller, existing: ResourceRow | undefined): Promise<void> {
  const input = raw as Resolved;
  const modifying = existing !== undefined && typeof input.changeReason === 'string';
  const owner = await lockOwnerContract(trx, caller.tenantId, existing ? existing.contract_owner_id : input.contractOwnerId);
  const status = existing ? Number(existing.status_contract) : CONTRACT_STATUS.unsigned;
  if (existing && !modifying && status !== CONTRACT_STATUS.draft && status !== CONTRACT_STATUS.unsigned) throw new HttpError(400, CONTRACT_MESSAGES.editSigned);
  if (modifying && status !== CONTRACT_STATUS.signed && status !== CONTRACT_STATUS.paused) throw new HttpError(400, CONTRACT_MESSAGES.modifyUnsigned);

  const pre = modifying ? fromFen(existing.commission_amount) : '0.00';
  const figures = resourceCommission({ yz_currContractAmount: fromFen(owner.curr_contract_amount), commissionPercent: input.commissionPercent, preCommissionAmount: pre });
  input.commissionAmount = figures.commissionAmount;
  input.changeAmount = figures.changeAmount;
  if (modifying) {
    if (!moneyLte(await requestedAmount(trx, caller.tenantId, 'resource', existing.id), figures.commissionAmount)) throw new HttpError(400, M.requested);
    // What is left with this contract's present amount still reserved: a raise must fit in it.
    if (!moneyLte(figures.changeAmount, await remainingProjectCost(trx, caller.tenantId, owner))) throw new HttpError(400, M.change);
    input.preCommissionPercent = fromBasisPoints(existing.commission_percent);
    input.preCommissionAmount = pre;
  } else if (!moneyLte(figures.commissionAmount, await remainingProjectCost(trx, caller.tenantId, owner, existing?.id))) {
    throw new HttpError(400, M.overCost);
  }

  if (!modifying) input.partyJia = await resolvePartyJia(trx, caller, owner, input.partyJia);
  // Party B is checked on add only (a zy partner with a signed framework agreement); an edit keeps it.
  if (!existing) input.partyYi = await requirePartner(trx, caller, input.partyYi.bizId, { categories: ['zy'], signedAgreement: true, message: CONTRACT_MESSAGES.partyYi });
  input.scanAttach = await ownAttachments(trx, caller, input.scanAttach);
}

/** What add, edit and modify write alike. */
function columns(input: Resolved): Record<string, unknown> {
  return {
    name: input.name,
    scale: input.scale,
    sign_date: input.signDate,
    commission_percent: toBasisPoints(input.commissionPercent),
    commission_amount: toFen(input.commissionAmount ?? '0'),
    scan_attach: JSON.stringify(input.scanAttach),
    remark: input.remark,
  };
}

const partyJson = (row: ResourceRow, side: 'jia' | 'yi') => {
  const party = partyOf(row, side);
  return party ? JSON.stringify(party) : '';
};

export const resourceDeclaration: ResourceDeclaration<ResourceRow, ResourceContract, ResourceContractInput> = {
  table: 'contract_resource',
  name: 'contract-resource',
  notFound: CONTRACT_MESSAGES.notFound,
  creator: true,
  columns: { createDept: true, updateTime: true },
  buttons: { add: RESOURCE_CONTRACT_BUTTONS.add, edit: RESOURCE_CONTRACT_BUTTONS.edit, remove: RESOURCE_CONTRACT_BUTTONS.remove },
  endpoints: { page: e.page, detail: e.detail, submit: e.submit, remove: e.remove },
  schemas: { page: resourceContractPageQuerySchema, submit: resourceContractSchema },
  parent: OWNER_CONTRACT_PARENT,
  filters: { name: like('name'), code: like('code'), statusContract: equals('status_contract'), createTime: dayRange('create_time') },
  sort: { columns: { signDate: 'sign_date', commissionAmount: 'commission_amount' }, default: [['create_time', 'desc']] },
  toRecord: toResourceContract,
  enrich: ownerFiguresOf,
  beforeWrite,
  toInsert: (input) => {
    const i = input as Resolved;
    return {
      ...columns(i),
      contract_owner_id: i.contractOwnerId,
      code: i.code,
      ...partyColumns('jia', i.partyJia),
      ...partyColumns('yi', i.partyYi),
      // New resource contracts start unsigned (spec 2 §4).
      status_contract: CONTRACT_STATUS.unsigned,
      status_time: timestamp(),
    };
  },
  toUpdate: (input) => ({ ...columns(input as Resolved), code: input.code, ...partyColumns('jia', input.partyJia) }),
  removeDependents: (trx, tenantId, ids) => refuseSignedRemoval(trx, 'contract_resource', tenantId, ids),
  statusChanges: [
    {
      endpoint: e.changeStatus,
      machine: contractStatusMachine,
      column: 'status_contract',
      field: 'statusContract',
      button: RESOURCE_CONTRACT_BUTTONS.status,
      machineRecord: (row) => ({ kind: 'resource', statusContract: Number(row.status_contract) }),
      // The code the signing made required, written with the status in one statement.
      toUpdate: (input) => ({ status_time: timestamp(), ...(input.status === CONTRACT_STATUS.signed ? { code: String(input.code ?? '').trim() } : {}) }),
      beforeWrite: async (trx, input, caller, row) => {
        if (row) await logContractStatus(trx, caller, { contractId: row.id, kind: 'resource', from: Number(row.status_contract), to: Number(input.status), code: typeof input.code === 'string' ? input.code.trim() : '' });
      },
    },
  ],
  modify: {
    endpoint: e.modify,
    schema: resourceContractModifySchema,
    button: RESOURCE_CONTRACT_BUTTONS.modify,
    // Parties and the owner contract stay; the old parties are kept beside them, the version counts the changes.
    toUpdate: (input, _caller, existing) => ({
      ...columns(input as Resolved),
      change_amount: toFen((input as Resolved).changeAmount ?? '0'),
      pre_commission_percent: toBasisPoints((input as Resolved).preCommissionPercent ?? '0'),
      pre_commission_amount: toFen((input as Resolved).preCommissionAmount ?? '0'),
      change_reason: input.changeReason,
      version: Number(existing.version) + 1,
      party_jia_old: partyJson(existing, 'jia'),
      party_yi_old: partyJson(existing, 'yi'),
    }),
    history: e.history,
  },
};

export function registerResourceContractRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerResource(app, ctx, resourceDeclaration);
  // The spec's `/{a}/{b}` detail: contract-resource/{id}/{tenantId} (the tenant must be the caller's).
  registerResource(app, ctx, { ...resourceDeclaration, endpoints: { detail: e.detailOf }, statusChanges: undefined, modify: undefined });
  registerResourcePartyRoutes(app, ctx);
}
