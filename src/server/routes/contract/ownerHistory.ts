/**
 * contract-owner-history/{a}/{b} (spec 2 §7's two-segment history path): a is the owner contract's
 * id, b a version — 1 for its first modify (变更), as contract_owner.version counts them. The answer is
 * that version's change: the fields before and after, the reason, who and when (the same shape as a
 * row of contract-owner-history/page), with its number. The contract must be the caller's
 * organisation's and inside the caller's data scope; a version it never had has its own message.
 */
import type { FastifyInstance } from 'fastify';
import { contractOwnerEndpoints as E, type OwnerContractVersion } from '@shared/api/contractOwnerEndpoints';
import { CONTRACT_MESSAGES } from '@shared/domain/contract';
import { OWNER_CONTRACT_MESSAGES as M } from '@shared/domain/contractOwner';
import { ownerVersionSchema } from '@shared/domain/contractOwnerSchema';
import type { AppContext } from '../../context';
import { callerOf } from '../../http/caller';
import { HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { dataScopeOf } from '../../http/scopes';
import { parseInput } from '../../http/validate';
import { changeFromRow } from '../../repositories/change-history';
import { findTenantRow } from '../../repositories/tenant-rows';

export function registerOwnerHistoryRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ctx, E.version, async (req): Promise<OwnerContractVersion> => {
    const caller = callerOf(req);
    const { id, version } = parseInput(ownerVersionSchema, req.params ?? {});
    const owner = await findTenantRow(ctx.db, 'contract_owner', caller.tenantId, id, { scope: dataScopeOf(caller, 'contract-owner', 'contract_owner') });
    if (!owner) throw new HttpError(400, CONTRACT_MESSAGES.notFound);
    // Versions in the order they were written: the n-th change is version n.
    const row = await ctx.db
      .selectFrom('change_history')
      .leftJoin('app_user', 'app_user.id', 'change_history.create_user')
      .selectAll('change_history')
      .select('app_user.real_name as create_user_name')
      .where('change_history.tenant_id', '=', caller.tenantId)
      .where('change_history.resource', '=', 'contract-owner')
      .where('change_history.record_id', '=', id)
      .orderBy('change_history.create_time', 'asc')
      .orderBy('change_history.id', 'asc')
      .limit(1)
      .offset(version - 1)
      .executeTakeFirst();
    if (!row) throw new HttpError(400, M.versionNotFound);
    return { ...changeFromRow(row), version };
  });
}
