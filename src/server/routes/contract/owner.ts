/**
 * The owner project contract (spec 2 §7 "Owner contract (contract module)"; issue 16) on the generic
 * builder: list, detail and summary (with its totals), submit (add, edit, draft), submitConsortium
 * (the same declaration with the consortium schema), changeStatus along the one contract machine,
 * changeContract (modify with history, version + 1) and remove (unsigned, without live sub-contracts).
 */
import type { FastifyInstance } from 'fastify';
import { contractOwnerEndpoints as E } from '@shared/api/contractOwnerEndpoints';
import { CONTRACT_STATUS, contractStatusMachine } from '@shared/domain/contract';
import { OWNER_CONTRACT_BUTTONS as B } from '@shared/domain/contractButtons';
import { CONTRACT_MESSAGES } from '@shared/domain/contract';
import { OWNER_CONTRACT_MESSAGES as M } from '@shared/domain/contractOwner';
import { ownerConsortiumSchemaFor, ownerContractFormula, ownerContractPageSchema, ownerModifySchema, ownerSubmitSchemaFor, type OwnerContractModify } from '@shared/domain/contractOwnerSchema';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { timestamp } from '../../db/time';
import { dayRange, equals, like, registerResource, type FilterRule, type ResourceDeclaration } from '../../http/crud';
import { HttpError } from '../../http/errors';
import { refuseSignedRemoval } from '../../contracts/removable';
import { logContractStatus } from '../../contracts/statusLog';
import type { TenantTable } from '../../repositories/tenant-rows';
import { enrichOwner, toOwnerRecord, type OwnerRow } from './ownerRecord';
import { withInvoiceFigures } from '../../finance/ownerInvoiceFigures';
import { afterSubmit, beforeModify, beforeSubmit, modifyColumns, submitColumns } from './ownerWrites';

/** Contracts associating the project (the project page's contracts tab). */
const withProject: FilterRule = (query, q, key, { table, db, caller }) =>
  q[key] ? query.where(`${table}.id`, 'in', db.selectFrom('contract_owner_project').select('contract_owner_id').where('tenant_id', '=', caller.tenantId).where('project_id', '=', String(q[key]))) : query;

const SUB_TABLES = ['contract_platform', 'contract_production', 'contract_resource'] as const;

/** Remove: only unsigned contracts and drafts, none with a sub-contract that is not voided; their projects and members go with them. */
async function removeDependents(trx: Executor, tenantId: string, ids: string[]): Promise<void> {
  await refuseSignedRemoval(trx, 'contract_owner', tenantId, ids);
  for (const table of SUB_TABLES) {
    const live = await trx.selectFrom(table).select('id').where('tenant_id', '=', tenantId).where('contract_owner_id', 'in', ids).where('status_contract', '!=', CONTRACT_STATUS.voided).executeTakeFirst();
    if (live) throw new HttpError(400, M.hasSubContracts);
  }
  await trx.deleteFrom('contract_owner_project').where('tenant_id', '=', tenantId).where('contract_owner_id', 'in', ids).execute();
  await trx.deleteFrom('contract_party').where('tenant_id', '=', tenantId).where('contract_id', 'in', ids).execute();
  await trx.deleteFrom('contract_status_log').where('tenant_id', '=', tenantId).where('contract_id', 'in', ids).execute();
}

const declaration: ResourceDeclaration<OwnerRow, ReturnType<typeof toOwnerRecord>> = {
  table: 'contract_owner' as TenantTable,
  name: 'contract-owner',
  notFound: CONTRACT_MESSAGES.notFound,
  endpoints: { page: E.page, detail: E.detail, submit: E.submit, remove: E.remove },
  schemas: { page: ownerContractPageSchema, submit: ownerSubmitSchemaFor },
  filters: { name: like('name'), code: like('code'), statusContract: equals('status_contract'), isDirect: equals('is_direct'), createTime: dayRange('create_time'), projectId: withProject },
  sort: { columns: { createTime: 'create_time', currContractAmount: 'curr_contract_amount', signDate: 'sign_date' }, default: [['create_time', 'desc'], ['id', 'desc']] },
  creator: true,
  columns: { createDept: true, updateTime: true },
  toRecord: toOwnerRecord,
  enrich: withInvoiceFigures(enrichOwner),
  // The server's figures: whatever fees the client sent are replaced by the shared formula's.
  computed: (input) => ownerContractFormula(input),
  toInsert: (input) => submitColumns(input),
  toUpdate: (input, _caller, existing) => submitColumns(input, existing),
  beforeWrite: (trx, input, caller, existing) => ('changeReason' in input ? beforeModify(trx, input as OwnerContractModify, caller, existing!) : beforeSubmit(trx, input, caller, existing)),
  afterWrite: (trx, input, caller, id) => afterSubmit(trx, input, caller, id),
  removeDependents,
  buttons: { add: B.add, edit: B.edit, remove: B.remove },
  statusChanges: [
    {
      endpoint: E.changeStatus,
      machine: contractStatusMachine,
      field: 'statusContract',
      column: 'status_contract',
      button: B.status,
      machineRecord: (row) => ({ kind: 'owner', statusContract: Number(row.status_contract) }),
      // The code is written with the signing, in the same statement.
      toUpdate: (input) => ({ status_time: timestamp(), ...(input.status === CONTRACT_STATUS.signed ? { code: String(input.code).trim() } : {}) }),
      beforeWrite: (trx, input, caller, row) =>
        logContractStatus(trx, caller, { contractId: row!.id, kind: 'owner', from: Number(row!.status_contract), to: Number(input.status), code: input.status === CONTRACT_STATUS.signed ? String(input.code).trim() : '' }),
    },
  ],
  modify: {
    endpoint: E.modify,
    schema: ownerModifySchema,
    button: B.modify,
    toUpdate: (input, _caller, existing) => modifyColumns(input, existing),
    history: E.history,
  },
};

export function registerContractOwnerRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerResource(app, ctx, declaration);
  // The consortium form (several party B) and the summary are the same resource under their own calls.
  registerResource(app, ctx, {
    ...declaration,
    endpoints: { submit: E.submitConsortium, detail: E.summary },
    schemas: { submit: ownerConsortiumSchemaFor },
    statusChanges: [],
    modify: undefined,
  });
}
