import type { FastifyInstance } from 'fastify';
import { tenantPackageEndpoints } from '@shared/api/tenantEndpoints';
import { TENANT_PACKAGE_BUTTONS } from '@shared/domain/platformButtons';
import { TENANT_PACKAGE_MESSAGES, tenantPackagePageQuerySchema, tenantPackageSchema, type TenantPackage } from '@shared/domain/tenantPackage';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import type { TenantPackageTable } from '../../db/schema-tenants';
import { registerResource, like } from '../../http/crud';
import { badRequest } from '../../http/errors';
import { route } from '../../http/route';
import { tenantsOnPackages } from '../../repositories/tenants';
import { requirePlatformAdmin } from './tenants';

export function toTenantPackage(row: TenantPackageTable): TenantPackage {
  return { id: row.id, packageName: row.package_name, menuIds: row.menu_ids, remark: row.remark, createTime: row.create_time };
}

export async function findPackage(db: Executor, id: string): Promise<TenantPackageTable | undefined> {
  return db.selectFrom('tenant_package').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Every id must be an entry of the menu template (a package of ids that name nothing would hide everything silently). */
async function requireTemplateIds(db: Executor, menuIds: string): Promise<void> {
  const ids = menuIds.split(',');
  for (let i = 0; i < ids.length; i += 300) {
    const part = ids.slice(i, i + 300);
    const found = await db.selectFrom('menu_template').select('id').where('id', 'in', part).execute();
    if (found.length !== part.length) throw badRequest(TENANT_PACKAGE_MESSAGES.menuUnknown);
  }
}

/**
 * tenant-package/* (套餐): the operator's packages of template menus, on the resource builder
 * (operator rows; the buttons are the operator administrator's). A package some tenant uses is not
 * removed: the tenant's menus would silently widen to the whole template.
 */
export function registerTenantPackageRoutes(app: FastifyInstance, ctx: AppContext): void {
  const columns = (input: { packageName: string; menuIds: string; remark: string }) => ({ package_name: input.packageName, menu_ids: input.menuIds, remark: input.remark });
  registerResource(app, ctx, {
    table: 'tenant_package',
    operatorOnly: true,
    endpoints: { page: tenantPackageEndpoints.page, detail: tenantPackageEndpoints.detail, submit: tenantPackageEndpoints.submit, remove: tenantPackageEndpoints.remove },
    schemas: { page: tenantPackagePageQuerySchema, submit: tenantPackageSchema },
    notFound: TENANT_PACKAGE_MESSAGES.notFound,
    buttons: TENANT_PACKAGE_BUTTONS,
    columns: { updateTime: true },
    filters: { packageName: like('package_name') },
    sort: { columns: {}, default: [['create_time', 'desc']] },
    beforeWrite: (trx, input) => requireTemplateIds(trx, input.menuIds),
    removeDependents: async (trx, _tenantId, ids) => {
      if ((await tenantsOnPackages(trx, ids)).length) throw badRequest(TENANT_PACKAGE_MESSAGES.inUse);
    },
    toRecord: toTenantPackage,
    toInsert: columns,
    toUpdate: columns,
  });

  // The package-setting form's choices.
  route(app, ctx, tenantPackageEndpoints.select, async (req) => {
    await requirePlatformAdmin(ctx, req);
    const rows = await ctx.db.selectFrom('tenant_package').selectAll().orderBy('package_name').execute();
    return rows.map(toTenantPackage);
  });
}
