import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerClientRoutes } from './clients';
import { registerDatasourceRoutes } from './datasources';
import { registerTenantPackageRoutes } from './tenant-packages';
import { registerTenantRoutes } from './tenants';

/** Issue 14's tenants, packages, (refused) datasources and OAuth clients: one line in routes/index.ts. */
export function registerTenantAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerTenantRoutes(app, ctx);
  registerTenantPackageRoutes(app, ctx);
  registerDatasourceRoutes(app, ctx);
  registerClientRoutes(app, ctx);
}
