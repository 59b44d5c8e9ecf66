import type { FastifyInstance } from 'fastify';
import { pageOf } from '@shared/api/envelope';
import { endpoints } from '@shared/api/endpoints';
import { bizAttentionListQuerySchema, type BizAttention } from '@shared/domain/bizAttention';
import type { OrgCategory } from '@shared/domain/organisation';
import type { AppContext } from '../../context';
import { callerOf } from '../../http/caller';
import { route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { bizAttentionPage } from '../../repositories/biz-attention';

/** GET biz-attention/list: the organisations the caller's organisation looks after (basic fields, paged). */
export function registerBizAttentionRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ctx, endpoints.bizAttentionList, async (req) => {
    const query = parseInput(bizAttentionListQuerySchema, req.query);
    const { rows, total } = await bizAttentionPage(ctx.db, callerOf(req).tenantId, query);
    const records: BizAttention[] = rows.map((r) => ({
      id: r.id,
      tenantId: r.target_tenant_id,
      compName: r.name,
      orgCategory: r.category as OrgCategory,
      code: r.code,
      frameworkAgreement: r.signed === 1 ? 1 : 0,
      createTime: r.create_time,
      status: r.status,
    }));
    return pageOf(records, total, query.current, query.size);
  });
}
