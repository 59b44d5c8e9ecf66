import type { FastifyInstance } from 'fastify';
import { pageOf } from '@shared/api/envelope';
import { endpoints } from '@shared/api/endpoints';
import { partnerEndpoints } from '@shared/api/partnerEndpoints';
import { agreementState, AGREEMENT_STATUS, partnerAgreementQuerySchema, type FrameworkCheck, type PartnerAgreement } from '@shared/domain/agreement';
import type { OrgCategory } from '@shared/domain/organisation';
import type { AppContext } from '../../context';
import { timestamp } from '../../db/time';
import { callerOf } from '../../http/caller';
import { route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { latestAgreement } from '../../repositories/agreements';
import { bizAttentionPage, latestAgreementsOf } from '../../repositories/biz-attention';

/**
 * POST framework-agreement/checkFramework: whether the caller's organisation has a signed framework
 * agreement in force. An agreement past its expiry counts as expired even before anyone marks it so.
 * GET framework-agreement/list: the caller's partners' framework agreements (the agreement list screen).
 */
export function registerFrameworkAgreementRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ctx, endpoints.frameworkCheck, async (req): Promise<FrameworkCheck> => {
    const row = await latestAgreement(ctx.db, callerOf(req).tenantId);
    if (!row) return { signed: false, status: null, name: '', signTime: '', expireTime: '' };
    const status = agreementState(row, timestamp());
    return { signed: status === AGREEMENT_STATUS.signed, status, name: row.name, signTime: row.sign_time, expireTime: row.expire_time };
  });

  route(app, ctx, partnerEndpoints.agreementPage, async (req) => {
    const query = parseInput(partnerAgreementQuerySchema, req.query);
    const now = timestamp();
    // `status` here is the agreement's (xyzt), not the organisation's standing the partner list filters by.
    const { status, ...rest } = query;
    const { rows, total } = await bizAttentionPage(ctx.db, callerOf(req).tenantId, { ...rest, orgCategory: query.orgCategory || undefined, frameworkAgreement: status }, now);
    const latest = await latestAgreementsOf(ctx.db, rows.map((r) => r.target_tenant_id));
    const records: PartnerAgreement[] = rows.map((r) => {
      const a = latest.get(r.target_tenant_id);
      return {
        id: r.id,
        tenantId: r.target_tenant_id,
        compName: r.name,
        orgCategory: r.category as OrgCategory,
        name: a?.name ?? '',
        status: r.agreement as 0 | 1 | 2,
        signTime: a?.sign_time ?? '',
        expireTime: a?.expire_time ?? '',
      };
    });
    return pageOf(records, total, query.current, query.size);
  });
}
