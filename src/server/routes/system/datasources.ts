import type { FastifyInstance } from 'fastify';
import { tenantEndpoints } from '@shared/api/tenantEndpoints';
import { TENANT_MESSAGES } from '@shared/domain/tenant';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { requirePlatformAdmin } from './tenants';

/**
 * datasource/* and tenant/datasource (spec 3 §7): per-tenant datasources are out of scope — every
 * tenant lives in the one database the server was started with (docs/decisions.md). Each call is
 * answered 501 with the reason, after the same operator-administrator check as the other tenant
 * calls, so nobody else learns even that.
 */
export function registerDatasourceRoutes(app: FastifyInstance, ctx: AppContext): void {
  const e = tenantEndpoints;
  for (const endpoint of [e.datasource, e.datasourcePage, e.datasourceDetail, e.datasourceSubmit, e.datasourceRemove]) {
    route(app, ctx, endpoint, async (req) => {
      await requirePlatformAdmin(ctx, req);
      throw new HttpError(501, TENANT_MESSAGES.datasourceUnsupported);
    });
  }
}
