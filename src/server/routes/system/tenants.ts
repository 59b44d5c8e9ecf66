import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pageOf } from '@shared/api/envelope';
import { tenantEndpoints } from '@shared/api/tenantEndpoints';
import { idSchema, idsSchema } from '@shared/domain/fields';
import { OPERATOR_TENANT } from '@shared/domain/organisation';
import { TENANT_BUTTONS } from '@shared/domain/platformButtons';
import { TENANT_MESSAGES, tenantInfoQuerySchema, tenantPackageSettingSchema, tenantPageQuerySchema, tenantSettingSchema, tenantSubmitSchema, type Tenant, type TenantCard } from '@shared/domain/tenant';
import { TENANT_PACKAGE_MESSAGES } from '@shared/domain/tenantPackage';
import { MESSAGES } from '@shared/messages';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { LOCKS, serialise } from '../../db/locks';
import { timestamp } from '../../db/time';
import { requireButton, requireOperatorAdministrator } from '../../http/buttonGrants';
import { callerOf } from '../../http/caller';
import { badRequest, HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { findTenant, findTenantByDomain, joinedMemberCounts, pageTenants, removeUnusedTenant, updateTenantColumns, type Tenant as TenantRow } from '../../repositories/tenants';
import { findPackage, toTenantPackage } from './tenant-packages';

const notFound = () => new HttpError(404, TENANT_MESSAGES.notFound);

/** The operator's administrator, holding the action's button when one is named (every tenant/* write). */
export async function requirePlatformAdmin(ctx: AppContext, req: FastifyRequest, button?: string): Promise<void> {
  const caller = callerOf(req);
  await requireOperatorAdministrator(ctx.db, caller);
  if (button) await requireButton(ctx.db, caller, button);
}

async function toTenants(ctx: AppContext, rows: TenantRow[]): Promise<Tenant[]> {
  const members = await joinedMemberCounts(ctx.db, rows.map((r) => r.tenant_id));
  const packageIds = [...new Set(rows.map((r) => r.package_id).filter(Boolean))];
  const packages = packageIds.length ? await ctx.db.selectFrom('tenant_package').select(['id', 'package_name']).where('id', 'in', packageIds).execute() : [];
  const packageName = new Map(packages.map((p) => [p.id, p.package_name]));
  return rows.map((r) => ({
    id: r.tenant_id,
    tenantId: r.tenant_id,
    tenantName: r.name,
    orgCategory: r.category,
    status: r.status,
    domain: r.domain,
    accountNumber: r.account_quota,
    expireTime: r.expire_time,
    // A package removed since reads as none: the tenant is back on the whole template.
    packageId: packageName.has(r.package_id) ? r.package_id : '',
    packageName: packageName.get(r.package_id) ?? '',
    memberCount: members.get(r.tenant_id) ?? 0,
    createTime: r.create_time,
  }));
}

const card = (r: TenantRow): TenantCard => ({ tenantId: r.tenant_id, tenantName: r.name, domain: r.domain });

/**
 * tenant/* (spec 3 §7 tenant): the operator's view of every organisation as a tenant. A tenant IS
 * an organisation: it is created only by organisation management (biz-info/submit) or an approved
 * registration, through provisionOrganisation, so tenant/submit edits the platform's fields of an
 * existing one (its domain) and refuses to add. setting sets the account quota and expiry time,
 * package-setting its menu package; select and info are public (the login page's).
 */
export function registerTenantRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ctx, tenantEndpoints.page, async (req) => {
    await requirePlatformAdmin(ctx, req);
    const query = parseInput(tenantPageQuerySchema, req.query);
    const { rows, total } = await pageTenants(ctx.db, query);
    return pageOf(await toTenants(ctx, rows), total, query.current, query.size);
  });

  route(app, ctx, tenantEndpoints.detail, async (req) => {
    await requirePlatformAdmin(ctx, req);
    const { id } = parseInput(idSchema, req.query);
    const row = await findTenant(ctx.db, id);
    if (!row) throw notFound();
    return (await toTenants(ctx, [row]))[0];
  });

  route(app, ctx, tenantEndpoints.submit, async (req) => {
    await requirePlatformAdmin(ctx, req, TENANT_BUTTONS.edit);
    const input = parseInput(tenantSubmitSchema, req.body);
    const saved = await ctx.db.transaction().execute(async (trx) => {
      // One lock for organisations' unique fields: two tenants saved with one domain at once cannot both pass.
      await serialise(trx, LOCKS.organisations);
      if (!(await findTenant(trx, input.tenantId))) throw notFound();
      const holder = input.domain ? await findTenantByDomain(trx, input.domain) : undefined;
      if (holder && holder.tenant_id !== input.tenantId) throw badRequest(TENANT_MESSAGES.domainTaken);
      await updateTenantColumns(trx, [input.tenantId], { domain: input.domain, update_time: timestamp() });
      return findTenant(trx, input.tenantId);
    });
    return (await toTenants(ctx, [saved!]))[0];
  }, { message: MESSAGES.updated });

  route(app, ctx, tenantEndpoints.remove, async (req) => {
    await requirePlatformAdmin(ctx, req, TENANT_BUTTONS.remove);
    const { ids } = parseInput(idsSchema, req.body);
    await ctx.db.transaction().execute(async (trx) => {
      await serialise(trx, LOCKS.organisations);
      const members = await joinedMemberCounts(trx, ids);
      for (const id of ids) {
        if (id === OPERATOR_TENANT) throw badRequest(TENANT_MESSAGES.operatorNotRemovable);
        const row = await findTenant(trx, id);
        if (!row) throw notFound();
        // Only a draft nobody joined: a live tenant is disabled or cancelled (organisation management), keeping its records.
        if (row.status !== 0 || (members.get(id) ?? 0) > 0) throw badRequest(TENANT_MESSAGES.removeNotDraft);
        await removeUnusedTenant(trx, id);
      }
    });
    return null;
  }, { message: MESSAGES.deleted });

  route(app, ctx, tenantEndpoints.setting, async (req) => {
    await requirePlatformAdmin(ctx, req, TENANT_BUTTONS.setting);
    const input = parseInput(tenantSettingSchema, req.body);
    const ids = [...new Set(input.ids.split(','))];
    await ctx.db.transaction().execute(async (trx) => {
      for (const id of ids) if (!(await findTenant(trx, id))) throw notFound();
      await updateTenantColumns(trx, ids, { account_quota: input.accountNumber, expire_time: input.expireTime, update_time: timestamp() });
    });
    return null;
  }, { message: MESSAGES.updated });

  route(app, ctx, tenantEndpoints.packageDetail, async (req) => {
    await requirePlatformAdmin(ctx, req);
    const { tenantId } = parseInput(z.object({ tenantId: idSchema.shape.id }), req.query);
    const row = await findTenant(ctx.db, tenantId);
    if (!row) throw notFound();
    const pkg = row.package_id ? await findPackage(ctx.db, row.package_id) : undefined;
    return pkg ? toTenantPackage(pkg) : null;
  });

  route(app, ctx, tenantEndpoints.packageSetting, async (req) => {
    await requirePlatformAdmin(ctx, req, TENANT_BUTTONS.package);
    const input = parseInput(tenantPackageSettingSchema, req.body);
    await ctx.db.transaction().execute(async (trx) => {
      if (!(await findTenant(trx, input.tenantId))) throw notFound();
      // The operator keeps the whole template: a package could take the platform's own screens away.
      if (input.tenantId === OPERATOR_TENANT && input.packageId) throw badRequest(TENANT_MESSAGES.operatorNoPackage);
      if (input.packageId && !(await findPackage(trx, input.packageId))) throw badRequest(TENANT_PACKAGE_MESSAGES.notFound);
      await updateTenantColumns(trx, [input.tenantId], { package_id: input.packageId, update_time: timestamp() });
    });
    return null;
  }, { message: MESSAGES.updated });

  // The organisations one may sign in to: enabled ones, id, name and domain only.
  route(app, ctx, tenantEndpoints.select, async () => {
    const rows = await ctx.db.selectFrom('tenant').selectAll().where('status', '=', 1).orderBy('tenant_id').execute();
    return rows.map(card);
  }, { public: true });

  route(app, ctx, tenantEndpoints.info, async (req) => {
    const { domain } = parseInput(tenantInfoQuerySchema, req.query);
    const row = await findTenantByDomain(ctx.db, domain);
    if (!row || row.status !== 1) throw new HttpError(404, TENANT_MESSAGES.domainUnknown);
    return card(row);
  }, { public: true });
}
