/**
 * Production service contracts (contract-production, spec 2 §7) on the resource builder: rows of the
 * organisation under one of its owner contracts (OWNER_CONTRACT_PARENT); add and edit while unsigned,
 * modify (变更) with history while signed or paused, the common status machine with its log, remove
 * while unsigned. Party B (sc, st, cb) reads the contracts naming it through partyList / party/{id}.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { contractProductionEndpoints as e } from '@shared/api/contractProductionEndpoints';
import { CONTRACT_MESSAGES, CONTRACT_STATUS, contractStatusMachine } from '@shared/domain/contract';
import { PRODUCTION_CONTRACT_BUTTONS } from '@shared/domain/contractButtons';
import { toBasisPoints, toFen } from '@shared/domain/contractMoney';
import { productionContractSchema, productionModifySchema, productionPageQuerySchema, type ProductionContractInput } from '@shared/domain/contractProduction';
import { idSchema, idsSchema } from '@shared/domain/fields';
import type { AppContext } from '../../context';
import { timestamp } from '../../db/time';
import { refuseSignedRemoval } from '../../contracts/removable';
import { OWNER_CONTRACT_PARENT } from '../../contracts/parent';
import { partyColumns } from '../../contracts/parties';
import { logContractStatus } from '../../contracts/statusLog';
import { dayRange, equals, like, registerResource } from '../../http/crud';
import { registerProductionReads } from './productionReads';
import { enrichProduction, toProductionContract, type ProductionRow } from './productionRows';
import { checkProductionWrite, resolvedOf } from './productionRules';

/** The columns every write sets from the form (the parties, share and change come from the checks). */
function formColumns(input: ProductionContractInput) {
  const r = resolvedOf(input);
  return {
    contract_owner_id: r.ownerId,
    name: input.name,
    code: input.code,
    type: input.type,
    sign_date: input.signDate,
    curr_contract_amount: toFen(input.currContractAmount),
    produce_divide_owner: toBasisPoints(r.produceDivideOwner),
    subcontracting_desc: input.subcontractingDesc,
    remark: input.remark,
    scan_attach: JSON.stringify(r.attachments),
  };
}

function partyWrites(input: ProductionContractInput) {
  const r = resolvedOf(input);
  return { ...partyColumns('jia', r.jia), ...partyColumns('yi', r.yi) };
}

const removeSchema = idsSchema.extend({ tenantId: z.string().optional() });

export function registerProductionRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerResource<ProductionRow, ReturnType<typeof toProductionContract>, ProductionContractInput>(app, ctx, {
    table: 'contract_production',
    name: 'contract-production',
    notFound: CONTRACT_MESSAGES.notFound,
    endpoints: { page: e.page, detail: e.detail, submit: e.submit, remove: e.remove },
    schemas: { page: productionPageQuerySchema, submit: productionContractSchema, detail: idSchema, remove: removeSchema },
    parent: OWNER_CONTRACT_PARENT,
    creator: true,
    columns: { createDept: true, updateTime: true },
    buttons: { add: PRODUCTION_CONTRACT_BUTTONS.add, edit: PRODUCTION_CONTRACT_BUTTONS.edit, remove: PRODUCTION_CONTRACT_BUTTONS.remove },
    filters: { name: like('name'), statusContract: equals('status_contract'), createTime: dayRange('create_time') },
    sort: { columns: { createTime: 'create_time', signDate: 'sign_date', currContractAmount: 'curr_contract_amount' }, default: [['create_time', 'desc']] },
    toRecord: toProductionContract,
    enrich: enrichProduction,
    beforeWrite: checkProductionWrite,
    // New contracts start unsigned (1, spec 2 §4); the status changes only through changeStatus.
    toInsert: (input) => ({ ...formColumns(input), ...partyWrites(input), status_contract: CONTRACT_STATUS.unsigned, status_time: timestamp(), change_amount: 0, curr_contract_amount_before: 0 }),
    toUpdate: (input) => ({ ...formColumns(input), ...partyWrites(input) }),
    removeDependents: (trx, tenantId, ids) => refuseSignedRemoval(trx, 'contract_production', tenantId, ids),
    statusChanges: [
      {
        endpoint: e.changeStatus,
        machine: contractStatusMachine,
        field: 'statusContract',
        column: 'status_contract',
        button: PRODUCTION_CONTRACT_BUTTONS.status,
        machineRecord: (row) => ({ kind: 'production', statusContract: Number(row.status_contract) }),
        // Signing writes the code the machine required, in the same statement as the status.
        toUpdate: (input) => ({ status_time: timestamp(), ...(input.status === CONTRACT_STATUS.signed ? { code: String(input.code).trim() } : {}) }),
        beforeWrite: (trx, input, caller, row) =>
          row && logContractStatus(trx, caller, { contractId: row.id, kind: 'production', from: Number(row.status_contract), to: Number(input.status), code: input.status === CONTRACT_STATUS.signed ? String(input.code).trim() : '' }),
      },
    ],
    modify: {
      endpoint: e.modify,
      schema: productionModifySchema,
      button: PRODUCTION_CONTRACT_BUTTONS.modify,
      // The parties stay (read-only in modify); the amount before, the old parties and the version are kept.
      toUpdate: (input, _caller, existing) => ({
        ...formColumns(input as ProductionContractInput),
        curr_contract_amount_before: existing.curr_contract_amount,
        change_amount: toFen(resolvedOf(input).changeAmount),
        change_reason: String(input.changeReason),
        party_jia_old: JSON.stringify({ bizId: existing.party_jia_id, deptName: existing.party_jia_name, code: existing.party_jia_code, logo: '' }),
        party_yi_old: JSON.stringify({ bizId: existing.party_yi_id, deptName: existing.party_yi_name, code: existing.party_yi_code, logo: '' }),
        version: Number(existing.version) + 1,
      }),
      history: e.history,
    },
  });
  registerProductionReads(app, ctx);
}
