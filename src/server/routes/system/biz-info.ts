import type { FastifyInstance } from 'fastify';
import { LOCKS, serialise } from '../../db/locks';
import { pageOf } from '@shared/api/envelope';
import { orgEndpoints } from '@shared/api/orgEndpoints';
import { idsSchema } from '@shared/domain/fields';
import { ORG_BUTTONS } from '@shared/domain/organisationButtons';
import { ORG_PROFILE_FIELDS, ORG_PROFILE_MESSAGES, orgCheckExistSchema, orgCheckRegNoSchema, orgDetailQuerySchema, orgHistoryQuerySchema, orgPageQuerySchema, orgProfileSchema, type OrgProfile, type OrgStatus } from '@shared/domain/orgProfile';
import { orgStatusMachine } from '@shared/domain/orgStatus';
import { sourcesOf, statusChangeSchema } from '@shared/domain/statusMachine';
import { pageQuerySchema } from '@shared/domain/paging';
import { searchText } from '@shared/domain/fields';
import { MESSAGES } from '@shared/messages';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { timestamp } from '../../db/time';
import { requireButton } from '../../http/buttonGrants';
import { callerOf, type Caller } from '../../http/caller';
import { badRequest, HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { isAdministrator, isOperatorAdministrator, requireOperatorAdministrator } from '../../http/buttonGrants';
import { recordOrgChange } from '../../organisations/orgHistory';
import { provisionOrganisation } from '../../organisations/provision';
import {
  findOrg,
  findOrgBy,
  isPartnerOf,
  nameTaken,
  pageOrgHistory,
  pageOrgs,
  pageOrgUsers,
  profileColumns,
  regNoTaken,
  toOrgProfile,
  type TenantRow,
} from '../../repositories/organisations';

const notFound = () => new HttpError(404, ORG_PROFILE_MESSAGES.notFound);
const idParam = z.object({ id: z.string().trim().regex(/^\d{1,32}$/) });

/** The profile's own fields of a record, for the history's before and after. */
const profileOf = (p: OrgProfile): Record<string, unknown> => Object.fromEntries(ORG_PROFILE_FIELDS.map((k) => [k, p[k]]));

/**
 * Organisations are added and renamed rarely; on PostgreSQL one transaction-scoped advisory lock
 * makes the name and credit-code checks and the write one step, so two people saving the same name
 * at once cannot both pass (SQLite runs one write transaction at a time already).
 */
async function lockProfiles(trx: Executor): Promise<void> {
  await serialise(trx, LOCKS.organisations);
}

async function requireUnique(trx: Executor, values: { orgName: string; regNo: string }, exceptId?: string): Promise<void> {
  if (await nameTaken(trx, 'orgName', values.orgName, exceptId)) throw badRequest(ORG_PROFILE_MESSAGES.nameExists);
  if (await regNoTaken(trx, values.regNo, exceptId)) throw badRequest(ORG_PROFILE_MESSAGES.regNoExists);
}

/** What anyone on the platform may read of a design organisation: no contacts of its people. */
const publicCard = (o: OrgProfile): OrgProfile => ({ ...o, directorPhone: '', dockingPhone: '', weContactPhone: '', invoicePhone: '', invoiceEmail: '' });

/**
 * The organisation a caller may read: its own (any member), any (the operator's administrator), or
 * one it keeps as a partner (read-only). Anything else is not found, as if it did not exist.
 */
export async function readableOrg(ctx: AppContext, caller: Caller, row: TenantRow | undefined): Promise<OrgProfile> {
  if (!row) throw notFound();
  if (row.tenant_id === caller.tenantId || (await isOperatorAdministrator(ctx.db, caller))) return toOrgProfile(row);
  if (await isPartnerOf(ctx.db, caller.tenantId, row.tenant_id)) return { ...toOrgProfile(row), readOnly: true };
  // The design list is open to everyone, so is the card it links to (without its people's contacts).
  if (row.category === 'sj' && row.status === 1) return { ...publicCard(toOrgProfile(row)), readOnly: true };
  throw notFound();
}

/**
 * biz-info/* (spec 3 §7 "Organisation"): the operator's organisation management (list, drafts,
 * add, edit, remove drafts, status, history), and what an organisation reads of itself (detail,
 * users) and edits of itself (/biz/biz, its administrator only).
 */
export function registerBizInfoRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ctx, orgEndpoints.page, async (req) => {
    const caller = callerOf(req);
    await requireOperatorAdministrator(ctx.db, caller);
    const query = parseInput(orgPageQuerySchema, req.query);
    const { rows, total } = await pageOrgs(ctx.db, query);
    return pageOf(rows.map(toOrgProfile), total, query.current, query.size);
  });

  route(app, ctx, orgEndpoints.designPage, async (req) => {
    callerOf(req);
    const query = parseInput(pageQuerySchema.extend({ orgName: searchText }), req.query);
    const { rows, total } = await pageOrgs(ctx.db, { ...query, orgCategory: 'sj', status: 1 });
    // What a design organisation's card shows to anyone on the platform: no contacts of its staff.
    const records = rows.map(toOrgProfile).map(publicCard);
    return pageOf(records, total, query.current, query.size);
  });

  route(app, ctx, orgEndpoints.detail, async (req) => {
    const caller = callerOf(req);
    const query = parseInput(orgDetailQuerySchema, req.query);
    const row = query.id ? await findOrg(ctx.db, query.id) : query.deptId || query.code ? await findOrgBy(ctx.db, query) : await findOrg(ctx.db, caller.tenantId);
    return readableOrg(ctx, caller, row);
  });

  route(app, ctx, orgEndpoints.manage, async (req) => {
    const caller = callerOf(req);
    await requireOperatorAdministrator(ctx.db, caller);
    const { id } = parseInput(idParam, req.params);
    const row = await findOrg(ctx.db, id);
    if (!row) throw notFound();
    return toOrgProfile(row);
  });

  route(app, ctx, orgEndpoints.users, async (req) => {
    const caller = callerOf(req);
    const { id } = parseInput(idParam, req.params);
    const query = parseInput(pageQuerySchema.extend({ realName: searchText }), req.query);
    if (id !== caller.tenantId && !(await isOperatorAdministrator(ctx.db, caller))) throw notFound();
    const row = await findOrg(ctx.db, id);
    if (!row) throw notFound();
    const { records, total } = await pageOrgUsers(ctx.db, id, row.director_user_id, query);
    return pageOf(records, total, query.current, query.size);
  });

  // The form's checks on blur: true when the value is free. The submit checks again in its transaction.
  route(app, ctx, orgEndpoints.checkExist, async (req) => {
    callerOf(req);
    const query = parseInput(orgCheckExistSchema, req.query);
    if (query.name && (await nameTaken(ctx.db, query.field, query.name, query.id || undefined))) throw badRequest(ORG_PROFILE_MESSAGES.nameExists);
    return true;
  });

  route(app, ctx, orgEndpoints.checkRegNo, async (req) => {
    callerOf(req);
    const query = parseInput(orgCheckRegNoSchema, req.query);
    if (query.regNo && (await regNoTaken(ctx.db, query.regNo, query.id || undefined))) throw badRequest(ORG_PROFILE_MESSAGES.regNoExists);
    return true;
  });

  route(app, ctx, orgEndpoints.submit, async (req) => {
    const caller = callerOf(req);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const editing = typeof body.id === 'string' && body.id !== '';
    const operator = await isOperatorAdministrator(ctx.db, caller);
    if (!editing) {
      if (!operator) throw new HttpError(403, MESSAGES.forbidden);
      await requireButton(ctx.db, caller, ORG_BUTTONS.add);
      const input = parseInput(orgProfileSchema, body);
      const now = timestamp();
      const created = await ctx.db.transaction().execute(async (trx) => {
        await lockProfiles(trx);
        await requireUnique(trx, input);
        const { tenantId } = await provisionOrganisation(
          trx,
          { name: input.orgName, category: input.orgCategory as OrgProfile['orgCategory'], status: 0, createUser: caller.userId, profile: profileOnly(input) },
          now,
        );
        const row = (await findOrg(trx, tenantId))!;
        await recordOrgChange(trx, caller, tenantId, 'add', {}, profileOf(toOrgProfile(row)), now);
        return row;
      });
      req.successMessage = MESSAGES.created;
      return toOrgProfile(created);
    }
    const id = String(body.id);
    const existing = await findOrg(ctx.db, id);
    // Its own administrator edits /biz/biz; the operator's edits any. Others learn nothing of it.
    if (operator) await requireButton(ctx.db, caller, ORG_BUTTONS.edit);
    else if (id === caller.tenantId && (await isAdministrator(ctx.db, caller))) await requireButton(ctx.db, caller, ORG_BUTTONS.infoEdit);
    else if (id === caller.tenantId) throw new HttpError(403, MESSAGES.forbidden);
    else throw notFound();
    if (!existing) throw notFound();
    // The category decides the organisation's menus: it is kept as created (and decides whether capital is optional).
    const input = parseInput(orgProfileSchema, { ...body, orgCategory: existing.category, status: existing.status });
    const now = timestamp();
    const updated = await ctx.db.transaction().execute(async (trx) => {
      await lockProfiles(trx);
      const before = await findOrg(trx, id);
      if (!before) throw notFound();
      await requireUnique(trx, input, id);
      const { category: _category, ...columns } = profileColumns(input);
      await trx.updateTable('tenant').set({ ...columns, update_time: now }).where('tenant_id', '=', id).execute();
      // The top department carries the organisation's name (the switcher shows it).
      await trx.updateTable('dept').set({ name: input.orgName }).where('tenant_id', '=', id).where('parent_id', '=', '0').execute();
      const after = (await findOrg(trx, id))!;
      await recordOrgChange(trx, caller, id, 'edit', profileOf(toOrgProfile(before)), profileOf(toOrgProfile(after)), now);
      return after;
    });
    req.successMessage = MESSAGES.updated;
    return toOrgProfile(updated);
  });

  route(
    app,
    ctx,
    orgEndpoints.remove,
    async (req) => {
      const caller = callerOf(req);
      await requireOperatorAdministrator(ctx.db, caller);
      await requireButton(ctx.db, caller, ORG_BUTTONS.edit);
      const { ids } = parseInput(idsSchema, req.body);
      const list = ids;
      await ctx.db.transaction().execute(async (trx) => {
        for (const id of list) {
          const row = await findOrg(trx, id);
          if (!row) throw notFound();
          // Only a draft never used: a live organisation is disabled or cancelled instead, keeping its records.
          if (row.status !== 0) throw badRequest(ORG_PROFILE_MESSAGES.removeNotDraft);
          await removeDraft(trx, id);
        }
      });
      return null;
    },
    { message: MESSAGES.deleted },
  );

  const statusSchema = statusChangeSchema(orgStatusMachine);
  route(app, ctx, orgEndpoints.changeStatus, async (req) => {
    const caller = callerOf(req);
    await requireOperatorAdministrator(ctx.db, caller);
    await requireButton(ctx.db, caller, ORG_BUTTONS.status);
    const change = parseInput(statusSchema, { ...(req.body as object), ...(req.params as object) });
    const to = change.status as OrgStatus;
    const now = timestamp();
    const row = await ctx.db.transaction().execute(async (trx) => {
      const before = await findOrg(trx, change.id);
      if (!before) throw notFound();
      // A conditional write: two changes at once cannot both pass the machine.
      const sources = sourcesOf(orgStatusMachine, { status: before.status }, to);
      const result = sources.length
        ? await trx.updateTable('tenant').set({ status: to, update_time: now }).where('tenant_id', '=', change.id).where('status', 'in', sources).executeTakeFirst()
        : undefined;
      if (!result || Number(result.numUpdatedRows) === 0) throw badRequest(ORG_PROFILE_MESSAGES.transition);
      await recordOrgChange(trx, caller, change.id, 'status', { status: before.status }, { status: to }, now);
      return (await findOrg(trx, change.id))!;
    });
    req.successMessage = MESSAGES.updated;
    return toOrgProfile(row);
  });

  route(app, ctx, orgEndpoints.history, async (req) => {
    const caller = callerOf(req);
    await requireOperatorAdministrator(ctx.db, caller);
    const query = parseInput(orgHistoryQuerySchema, req.query);
    const { records, total } = await pageOrgHistory(ctx.db, query);
    return pageOf(records, total, query.current, query.size);
  });
}

/** The profile columns provisioning does not set itself (it names and categorises the tenant). */
function profileOnly(input: Parameters<typeof profileColumns>[0]): Record<string, string> {
  const { name: _name, category: _category, ...rest } = profileColumns(input);
  return rest as Record<string, string>;
}

/** A draft's rows as provisioning made them (grants, posts, departments, roles, menus), then the tenant. */
async function removeDraft(trx: Executor, tenantId: string): Promise<void> {
  const roleIds = trx.selectFrom('role').select('id').where('tenant_id', '=', tenantId);
  await trx.deleteFrom('role_menu').where('role_id', 'in', roleIds).execute();
  await trx.deleteFrom('role_scope').where('role_id', 'in', roleIds).execute();
  for (const table of ['post', 'job_post', 'dept', 'role', 'menu', 'change_history'] as const) {
    await trx.deleteFrom(table).where('tenant_id', '=', tenantId).execute();
  }
  await trx.deleteFrom('tenant').where('tenant_id', '=', tenantId).execute();
}
