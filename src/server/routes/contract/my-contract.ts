/**
 * my-contract/* (spec 2 §7 "My contract / supplement"): the contracts of any organisation that name
 * the caller's organisation as a party, read-only (list; detail /{id}/{kind} and /detail), and the
 * caller's organisation's supplement to one of them: submit adds or edits it, supplement adds its
 * signed copy's scans later, remove/{ids} removes supplements. A contract that does not name the
 * caller's organisation answers 合同不存在或已删除, as one that does not exist.
 */
import type { FastifyInstance } from 'fastify';
import { pageOf } from '@shared/api/envelope';
import { myContractEndpoints as e } from '@shared/api/myContractEndpoints';
import { CONTRACT_MESSAGES, type ContractKind } from '@shared/domain/contract';
import { MY_CONTRACT_BUTTONS } from '@shared/domain/contractButtons';
import { MY_CONTRACT_LIMITS, MY_CONTRACT_MESSAGES, myContractDetailSchema, myContractPageQuerySchema, supplementSchema, supplementScansSchema, type ContractSupplement, type SupplementInput, type SupplementScansInput } from '@shared/domain/myContract';
import { UPLOAD_MESSAGES } from '@shared/domain/upload';
import type { AppContext } from '../../context';
import type { ContractSupplementTable } from '../../db/schema-contract-supplements';
import { registerResource } from '../../http/crud';
import { callerOf } from '../../http/caller';
import { HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { ownAttachments, readAttachments } from '../project/archiveRows';
import { findMyContract, pageMyContracts, toMyContracts, toSupplement } from './my-contract-rows';

export function registerMyContractRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ctx, e.page, async (req) => {
    const caller = callerOf(req);
    const q = parseInput(myContractPageQuerySchema, req.query);
    const { rows, total } = await pageMyContracts(ctx.db, caller.tenantId, q);
    return pageOf(await toMyContracts(ctx.db, caller.tenantId, rows), total, q.current, q.size);
  });

  const detail = async (input: unknown, tenantId: string) => {
    const { id, kind } = parseInput(myContractDetailSchema, input);
    const row = await findMyContract(ctx.db, tenantId, id, kind);
    if (!row) throw new HttpError(400, CONTRACT_MESSAGES.notFound);
    return (await toMyContracts(ctx.db, tenantId, [row]))[0];
  };
  route(app, ctx, e.detail, (req) => detail(req.query, callerOf(req).tenantId));
  route(app, ctx, e.detailOf, (req) => detail(req.params, callerOf(req).tenantId));

  registerResource<ContractSupplementTable, ContractSupplement, SupplementInput>(app, ctx, {
    table: 'contract_supplement',
    name: 'contract-supplement',
    notFound: CONTRACT_MESSAGES.notFound,
    endpoints: { submit: e.submit, remove: e.remove },
    schemas: { submit: supplementSchema },
    columns: { createDept: true, updateTime: true },
    buttons: { add: MY_CONTRACT_BUTTONS.supplement, edit: MY_CONTRACT_BUTTONS.supplement, remove: MY_CONTRACT_BUTTONS.remove },
    toRecord: toSupplement,
    beforeWrite: async (trx, input, caller, existing) => {
      // The contract must name the caller's organisation (an edit keeps the contract it was added to).
      const contractId = existing ? existing.contract_id : input.contractId;
      const kind = (existing ? existing.kind : input.kind) as ContractKind;
      if (!(await findMyContract(trx, caller.tenantId, contractId, kind))) throw new HttpError(400, CONTRACT_MESSAGES.notFound);
      if (!existing) {
        const other = await trx.selectFrom('contract_supplement').select('id').where('tenant_id', '=', caller.tenantId).where('contract_id', '=', contractId).executeTakeFirst();
        if (other) throw new HttpError(400, MY_CONTRACT_MESSAGES.supplementExists);
      }
      input.scanAttach = await ownAttachments(trx, caller, input.scanAttach);
    },
    toInsert: (input) => ({ contract_id: input.contractId, kind: input.kind, ...columns(input) }),
    toUpdate: (input) => columns(input),
    updates: [
      {
        endpoint: e.supplement,
        schema: supplementScansSchema,
        button: MY_CONTRACT_BUTTONS.supplement,
        // The scans are added to those it has, up to the limit (超出上传限制文件数量).
        beforeWrite: async (trx, input: SupplementScansInput, caller, existing) => {
          const added = await ownAttachments(trx, caller, input.scanAttach);
          const kept = readAttachments(existing?.scan_attach ?? '');
          const all = [...kept, ...added.filter((a) => !kept.some((k) => k.attachId === a.attachId))];
          if (all.length > MY_CONTRACT_LIMITS.scans) throw new HttpError(400, UPLOAD_MESSAGES.uploadCountExceeded);
          input.scanAttach = all;
        },
        toUpdate: (input: SupplementScansInput) => ({ scan_attach: JSON.stringify(input.scanAttach) }),
      },
    ],
  });
}

const columns = (input: SupplementInput) => ({
  internal_code: input.internalCode,
  contact_name: input.contactName,
  contact_phone: input.contactPhone,
  scan_attach: JSON.stringify(input.scanAttach),
  remark: input.remark,
});
