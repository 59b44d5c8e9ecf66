import type { FastifyInstance } from 'fastify';
import { endpoints } from '@shared/api/endpoints';
import { AGREEMENT_STATUS, type FrameworkCheck } from '@shared/domain/agreement';
import type { AppContext } from '../../context';
import { timestamp } from '../../db/time';
import { callerOf } from '../../http/caller';
import { route } from '../../http/route';
import { latestAgreement } from '../../repositories/agreements';

/**
 * POST framework-agreement/checkFramework: whether the caller's organisation has a signed framework
 * agreement in force. An agreement past its expiry counts as expired even before anyone marks it so.
 */
export function registerFrameworkAgreementRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ctx, endpoints.frameworkCheck, async (req): Promise<FrameworkCheck> => {
    const row = await latestAgreement(ctx.db, callerOf(req).tenantId);
    if (!row) return { signed: false, status: null, name: '', signTime: '', expireTime: '' };
    const lapsed = row.status === AGREEMENT_STATUS.signed && row.expire_time !== '' && row.expire_time < timestamp();
    const status = lapsed ? AGREEMENT_STATUS.expired : row.status;
    return { signed: status === AGREEMENT_STATUS.signed, status, name: row.name, signTime: row.sign_time, expireTime: row.expire_time };
  });
}
