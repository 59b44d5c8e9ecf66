import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pageOf } from '@shared/api/envelope';
import { endpoints } from '@shared/api/endpoints';
import { partnerEndpoints as e } from '@shared/api/partnerEndpoints';
import {
  BIZ_ATTENTION_MESSAGES as M,
  bizAttentionCheckSchema,
  bizAttentionListQuerySchema,
  bizAttentionSchema,
  bizAttentionStatusSchema,
  partnerCandidateQuerySchema,
  type AttentionStatus,
  type BizAttention,
  type BizAttentionCheck,
  type PartnerCandidate,
} from '@shared/domain/bizAttention';
import { idSchema, idsSchema } from '@shared/domain/fields';
import { OPERATOR_TENANT, type OrgCategory } from '@shared/domain/organisation';
import { PARTNER_BUTTONS } from '@shared/domain/organisationButtons';
import { MESSAGES } from '@shared/messages';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { newId } from '../../db/ids';
import { timestamp } from '../../db/time';
import { requireButton } from '../../http/buttonGrants';
import { callerOf, type Caller } from '../../http/caller';
import { HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { callInput } from '../../http/resource/rows';
import { parseInput } from '../../http/validate';
import {
  bizAttentionPage,
  countBizAttentionIds,
  findBizAttention,
  findBizAttentionOf,
  insertBizAttentions,
  partnerCandidatePage,
  removeBizAttentions,
  updateBizAttention,
  type BizAttentionRow,
} from '../../repositories/biz-attention';
import { findTenant } from '../../repositories/tenants';
import { listOwner } from './partner-owner';

export function toBizAttention(r: BizAttentionRow): BizAttention {
  return {
    id: r.id,
    tenantId: r.target_tenant_id,
    compName: r.name,
    orgCategory: r.category as OrgCategory,
    code: r.code,
    frameworkAgreement: r.agreement as 0 | 1 | 2,
    createTime: r.create_time,
    status: r.status,
    attentionStatus: r.attention_status as AttentionStatus,
    remark: r.remark,
  };
}

/** Why `target` cannot be added as a partner of `caller`'s organisation, or '' when it can. */
async function refusal(db: Executor, caller: Caller, target: string): Promise<string> {
  if (target === caller.tenantId) return M.itself;
  if (await findBizAttentionOf(db, caller.tenantId, target)) return M.exists;
  const tenant = await findTenant(db, target);
  // The operator runs the platform; it is nobody's partner. A draft, disabled or cancelled one cannot be picked.
  if (!tenant || tenant.tenant_id === OPERATOR_TENANT || Number(tenant.status) !== 1) return M.notPickable;
  return '';
}

/**
 * Partners (biz-attention, spec 3 §7): the list by category with the framework agreement state
 * (xyzt) and the partner's standing here; detail, check-exist, candidates to add, submit (add or
 * edit the remark), status (1 normal ↔ 2 disabled) and remove, each write behind its button code.
 * Only the caller's organisation's partnerships are ever read or written.
 */
export function registerBizAttentionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const found = async (caller: Caller, id: string) => {
    const row = await findBizAttention(ctx.db, caller.tenantId, id, timestamp());
    if (!row) throw new HttpError(400, M.notFound);
    return toBizAttention(row);
  };

  route(app, ctx, endpoints.bizAttentionList, async (req) => {
    const query = parseInput(bizAttentionListQuerySchema, req.query);
    const owner = await listOwner(ctx.db, callerOf(req), query.code ?? '', M.organisation);
    const { rows, total } = await bizAttentionPage(ctx.db, owner, query, timestamp());
    return pageOf(rows.map(toBizAttention), total, query.current, query.size);
  });

  route(app, ctx, e.partnerDetail, async (req) => {
    const { id } = parseInput(idSchema, req.query);
    return found(callerOf(req), id);
  });

  route(app, ctx, e.partnerCheckExist, async (req): Promise<BizAttentionCheck> => {
    const caller = callerOf(req);
    const { targetTenantId } = parseInput(bizAttentionCheckSchema, req.query);
    const message = await refusal(ctx.db, caller, targetTenantId);
    return { available: message === '', message };
  });

  route(app, ctx, e.partnerCandidates, async (req) => {
    const caller = callerOf(req);
    const query = parseInput(partnerCandidateQuerySchema, req.query);
    const { rows, total } = await partnerCandidatePage(ctx.db, caller.tenantId, query);
    const records: PartnerCandidate[] = rows.map((r) => ({ tenantId: r.tenant_id, compName: r.name, orgCategory: r.category as OrgCategory, code: r.code }));
    return pageOf(records, total, query.current, query.size);
  });

  route(app, ctx, e.partnerSubmit, async (req: FastifyRequest) => {
    const caller = callerOf(req);
    const input = parseInput(bizAttentionSchema, req.body);
    const now = timestamp();
    if (input.id) {
      await requireButton(ctx.db, caller, PARTNER_BUTTONS.edit);
      // Only the remark is the organisation's to edit; the partner itself is chosen once.
      if (!(await updateBizAttention(ctx.db, caller.tenantId, input.id, { remark: input.remark, update_time: now }))) throw new HttpError(400, M.notFound);
      req.successMessage = MESSAGES.updated;
      return found(caller, input.id);
    }
    await requireButton(ctx.db, caller, PARTNER_BUTTONS.add);
    const id = newId();
    await ctx.db.transaction().execute(async (trx) => {
      const message = await refusal(trx, caller, input.targetTenantId);
      if (message) throw new HttpError(400, message);
      await insertBizAttentions(trx, [{ id, tenant_id: caller.tenantId, target_tenant_id: input.targetTenantId, create_time: now, status: 1, remark: input.remark, update_time: now }]);
    });
    req.successMessage = MESSAGES.created;
    return found(caller, id);
  });

  route(
    app,
    ctx,
    e.partnerStatus,
    async (req) => {
      const caller = callerOf(req);
      const { id, status } = parseInput(bizAttentionStatusSchema, callInput(req, caller, M.notFound));
      await requireButton(ctx.db, caller, PARTNER_BUTTONS.status);
      if (!(await updateBizAttention(ctx.db, caller.tenantId, id, { status, update_time: timestamp() }))) throw new HttpError(400, M.notFound);
      return found(caller, id);
    },
    { message: MESSAGES.updated },
  );

  route(
    app,
    ctx,
    e.partnerRemove,
    async (req) => {
      const caller = callerOf(req);
      const { ids } = parseInput(idsSchema, callInput(req, caller, M.notFound, { withQuery: true }));
      await requireButton(ctx.db, caller, PARTNER_BUTTONS.remove);
      const unique = [...new Set(ids)];
      // All or nothing: an id of another organisation (or a stale one) removes none.
      await ctx.db.transaction().execute(async (trx) => {
        if ((await countBizAttentionIds(trx, caller.tenantId, unique)) !== unique.length) throw new HttpError(400, M.notFound);
        await removeBizAttentions(trx, caller.tenantId, unique);
      });
      return null;
    },
    { message: MESSAGES.deleted },
  );
}
