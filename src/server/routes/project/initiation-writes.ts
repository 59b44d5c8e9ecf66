/**
 * Initiated projects, the writes (spec 3 §4, §5, §7): submit (add from a filing, which becomes
 * initiated in the same transaction; edit), remove (with the project's rows in every child table and
 * its parties, the filing back to 洽谈中), status/{id}/{status} along the shared machine and
 * complete/{id}. Status writes are conditional, so two people cannot both move one project.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { projectEndpoints } from '@shared/api/projectEndpoints';
import { idSchema, idsSchema } from '@shared/domain/fields';
import { INITIATION_BUTTONS } from '@shared/domain/projectButtons';
import { PROJECT_MESSAGES, PROJECT_STATUS, type ProjectParty } from '@shared/domain/project';
import {
  COMPLETABLE,
  INITIABLE_RECORD_STATUSES,
  INITIATION_MESSAGES,
  initiationSchemaFor,
  isEditable,
  projectStatusMachine,
  RECORD_STATUS_ABANDONED,
  RECORD_STATUS_INITIATED,
  RECORD_STATUS_NEGOTIATING,
  type InitiationSubmit,
} from '@shared/domain/projectInitiation';
import { sourcesOf, statusChangeSchema } from '@shared/domain/statusMachine';
import { MESSAGES } from '@shared/messages';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { newId } from '../../db/ids';
import { timestamp } from '../../db/time';
import { requireButton } from '../../http/buttonGrants';
import { callerOf, type Caller } from '../../http/caller';
import { HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { callTitle, recordEvent } from '../../logs/events';
import { PROJECT_CHILD_TABLES } from '../../projects/children';
import { removePartiesOf, replaceParties, requirePartner, requirePartners } from '../../projects/parties';
import { ownScope, readProject, type ProjectRow } from '../../projects/projectRows';
import { countTenantRows, findTenantRow, updateTenantRow } from '../../repositories/tenant-rows';

const bad = (message: string) => new HttpError(400, message);
const ids = (list: string) => list.split(',').filter(Boolean);

/** A JOINED member (in use) of the caller's organisation: their name as the project keeps it. */
async function requireMember(db: Executor, tenantId: string, userId: string, message: string): Promise<string> {
  const row = await db
    .selectFrom('post')
    .innerJoin('app_user', 'app_user.id', 'post.user_id')
    .select('app_user.real_name')
    .where('post.tenant_id', '=', tenantId)
    .where('post.user_id', '=', userId)
    .where('post.join_status', '=', 'JOINED')
    .where('app_user.status', '=', 1)
    .executeTakeFirst();
  if (!row) throw bad(userId ? INITIATION_MESSAGES.notMember : message);
  return row.real_name;
}

/** The main platform: a pt partner, or the caller's own organisation when it is a platform unit. */
async function mainPlatformOf(db: Executor, caller: Caller, tenantId: string): Promise<ProjectParty> {
  if (tenantId === caller.tenantId && caller.orgCategory === 'pt') {
    const t = await db.selectFrom('tenant').select(['tenant_id', 'name', 'code', 'logo']).where('tenant_id', '=', tenantId).executeTakeFirstOrThrow();
    return { bizId: t.tenant_id, deptName: t.name, code: t.code, logo: t.logo };
  }
  return requirePartner(db, caller, tenantId, { categories: ['pt'], message: INITIATION_MESSAGES.mainPlatform });
}

/** Every party and person the form names, checked against the caller's partners and members. */
async function checkedColumns(trx: Executor, caller: Caller, input: InitiationSubmit) {
  const owner = await requirePartner(trx, caller, input.ownerDeptId, { categories: ['yz'], message: PROJECT_MESSAGES.owner });
  const main = await mainPlatformOf(trx, caller, input.mainPlatformId);
  const others = await requirePartners(
    trx,
    caller,
    ids(input.otherPlatformIds).filter((id) => id !== main.bizId),
    { categories: ['pt'] },
  );
  const providers = await requirePartners(trx, caller, ids(input.resProviderIds), { categories: ['zy'] });
  const bizName = await requireMember(trx, caller.tenantId, input.mgrBizPerson, INITIATION_MESSAGES.bizPerson);
  const operateName = await requireMember(trx, caller.tenantId, input.mgrOperate, INITIATION_MESSAGES.operate);
  const duplicate = await trx
    .selectFrom('project')
    .select('id')
    .where('tenant_id', '=', caller.tenantId)
    .where('code', '=', input.code)
    .where('id', '!=', input.id ?? '')
    .executeTakeFirst();
  if (duplicate) throw bad(INITIATION_MESSAGES.codeExists);
  const columns = {
    code: input.code,
    name: input.name,
    type: input.type,
    phase_keys: input.phaseKeys,
    main_industry: input.mainIndustry,
    other_industry: input.otherIndustry,
    region_id: input.regionId,
    detail_addr: input.detailAddr,
    scale: input.scale,
    remark: input.remark,
    status_tender: input.statusTender,
    is_direct_sign: input.isDirectSign,
    owner_tenant_id: owner.bizId,
    owner_name: owner.deptName,
    owner_code: owner.code,
    mgr_biz_person: input.mgrBizPerson,
    mgr_biz_person_name: bizName,
    mgr_operate: input.mgrOperate,
    mgr_operate_name: operateName,
  };
  return { columns, platforms: [main, ...others], mainId: main.bizId, providers };
}

/** The filing a new project starts from: the caller's, neither abandoned nor initiated already. */
async function requireInitiableRecord(trx: Executor, caller: Caller, recordId: string) {
  const record = await trx.selectFrom('project_record').selectAll().where('tenant_id', '=', caller.tenantId).where('id', '=', recordId).executeTakeFirst();
  if (!record) throw bad(PROJECT_MESSAGES.recordNotFound);
  if (Number(record.status) === RECORD_STATUS_ABANDONED) throw bad(INITIATION_MESSAGES.recordAbandoned);
  const initiated = await trx.selectFrom('project').select('id').where('tenant_id', '=', caller.tenantId).where('record_id', '=', recordId).executeTakeFirst();
  if (Number(record.status) === RECORD_STATUS_INITIATED || initiated) throw bad(INITIATION_MESSAGES.recordInitiated);
  return record;
}

export function registerInitiationWrites(app: FastifyInstance, ctx: AppContext): void {
  route(app, ctx, projectEndpoints.submit, async (req) => {
    const caller = callerOf(req);
    const input = parseInput(initiationSchemaFor(req.body), req.body) as InitiationSubmit;
    await requireButton(ctx.db, caller, input.id ? INITIATION_BUTTONS.edit : INITIATION_BUTTONS.add);
    const now = timestamp();
    const id = await ctx.db.transaction().execute(async (trx) => {
      if (input.id) {
        const existing = await findTenantRow<ProjectRow>(trx, 'project', caller.tenantId, input.id, { scope: ownScope(caller) });
        if (!existing) throw bad(PROJECT_MESSAGES.notFound);
        if (!isEditable({ statusInitiation: Number(existing.status_initiation) })) throw bad(INITIATION_MESSAGES.finalNotEditable);
        const { columns, platforms, mainId, providers } = await checkedColumns(trx, caller, input);
        if (!(await updateTenantRow(trx, 'project', caller.tenantId, input.id, { ...columns, update_time: now }, { scope: ownScope(caller) }))) throw bad(PROJECT_MESSAGES.notFound);
        await replaceParties(trx, caller.tenantId, 'project', input.id, 'platform', platforms, mainId);
        await replaceParties(trx, caller.tenantId, 'project', input.id, 'provider', providers);
        req.successMessage = MESSAGES.updated;
        return input.id;
      }
      const record = await requireInitiableRecord(trx, caller, input.recordId);
      const { columns, platforms, mainId, providers } = await checkedColumns(trx, caller, input);
      // The filing becomes initiated only while it is still initiable: of two initiations at once, one passes.
      const moved = await updateTenantRow(trx, 'project_record', caller.tenantId, record.id, { status: RECORD_STATUS_INITIATED, status_time: now, update_time: now }, { statusIn: { column: 'status', values: [...INITIABLE_RECORD_STATUSES] } });
      if (!moved) throw bad(INITIATION_MESSAGES.recordInitiated);
      const added = newId();
      await trx
        .insertInto('project')
        .values({
          ...columns,
          id: added,
          tenant_id: caller.tenantId,
          record_id: record.id,
          record_code: record.code,
          record_name: record.name,
          // New projects start running (spec 3 §4), whatever the body says; contracts are issue 16's.
          status_initiation: PROJECT_STATUS.running,
          status_contract: 1,
          status_time: now,
          create_user: caller.userId,
          create_dept: caller.deptId,
          create_time: now,
          update_time: now,
        })
        .execute();
      await replaceParties(trx, caller.tenantId, 'project', added, 'platform', platforms, mainId);
      await replaceParties(trx, caller.tenantId, 'project', added, 'provider', providers);
      req.successMessage = MESSAGES.created;
      return added;
    });
    return readProject(ctx.db, caller, id);
  });

  route(
    app,
    ctx,
    projectEndpoints.remove,
    async (req) => {
      const caller = callerOf(req);
      const { ids: asked } = parseInput(idsSchema, { ...(req.query as object), ...(req.body as object) });
      await requireButton(ctx.db, caller, INITIATION_BUTTONS.remove);
      const unique = [...new Set(asked)];
      await ctx.db.transaction().execute(async (trx) => {
        const scope = ownScope(caller);
        // All or nothing: an id of another organisation (or out of scope, or stale) removes none.
        if ((await countTenantRows(trx, 'project', caller.tenantId, unique, { scope })) !== unique.length) throw bad(PROJECT_MESSAGES.notFound);
        const rows = await trx.selectFrom('project').select(['id', 'record_id', 'status_initiation']).where('tenant_id', '=', caller.tenantId).where('id', 'in', unique).execute();
        if (rows.some((r) => Number(r.status_initiation) === PROJECT_STATUS.completed)) throw bad(INITIATION_MESSAGES.completedNotRemovable);
        for (const table of PROJECT_CHILD_TABLES) {
          // Table names come from the code's own list, never from a request.
          await (trx as unknown as Kysely<Record<string, { tenant_id: string; project_id: string }>>).deleteFrom(table).where('tenant_id', '=', caller.tenantId).where('project_id', 'in', unique).execute();
        }
        await removePartiesOf(trx, caller.tenantId, 'project', unique);
        await trx.deleteFrom('project').where('tenant_id', '=', caller.tenantId).where('id', 'in', unique).execute();
        // The filing can be initiated again: back to negotiating.
        const records = rows.map((r) => r.record_id);
        if (records.length) await trx.updateTable('project_record').set({ status: RECORD_STATUS_NEGOTIATING, status_time: timestamp(), update_time: timestamp() }).where('tenant_id', '=', caller.tenantId).where('id', 'in', records).where('status', '=', RECORD_STATUS_INITIATED).execute();
      });
      recordEvent(ctx.db, req, { type: 'remove', title: callTitle('project', projectEndpoints.remove), targetIds: unique });
      return null;
    },
    { message: MESSAGES.deleted },
  );

  /** Moves one project to `to` if it is still in one of `sources`; refused (or not found) otherwise. */
  const move = async (caller: Caller, id: string, to: number, sources: readonly number[]) => {
    await ctx.db.transaction().execute(async (trx) => {
      const now = timestamp();
      const written = await updateTenantRow(trx, 'project', caller.tenantId, id, { status_initiation: to, status_time: now, update_time: now }, { scope: ownScope(caller), statusIn: { column: 'status_initiation', values: sources } });
      if (written) return;
      const still = await findTenantRow(trx, 'project', caller.tenantId, id, { scope: ownScope(caller) });
      throw bad(still ? INITIATION_MESSAGES.transition : PROJECT_MESSAGES.notFound);
    });
    return readProject(ctx.db, caller, id);
  };

  const statusSchema = statusChangeSchema(projectStatusMachine);
  route(
    app,
    ctx,
    projectEndpoints.changeStatus,
    async (req) => {
      const caller = callerOf(req);
      const input = parseInput(statusSchema, { ...(req.body as object), ...(req.params as object) });
      await requireButton(ctx.db, caller, INITIATION_BUTTONS.status);
      const sources = sourcesOf(projectStatusMachine, { statusInitiation: 0 }, input.status as never);
      if (!sources.length) throw bad(INITIATION_MESSAGES.transition);
      const answer = await move(caller, input.id, input.status, sources);
      recordEvent(ctx.db, req, { type: 'status', title: callTitle('project', projectEndpoints.changeStatus), targetIds: [input.id], detail: `status_initiation=${input.status}` });
      return answer;
    },
    { message: MESSAGES.updated },
  );

  route(
    app,
    ctx,
    projectEndpoints.complete,
    async (req) => {
      const caller = callerOf(req);
      const { id } = parseInput(idSchema, req.params);
      await requireButton(ctx.db, caller, INITIATION_BUTTONS.complete);
      const answer = await move(caller, id, PROJECT_STATUS.completed, COMPLETABLE);
      recordEvent(ctx.db, req, { type: 'status', title: callTitle('project', projectEndpoints.complete), targetIds: [id], detail: 'status_initiation=4' });
      return answer;
    },
    { message: MESSAGES.updated },
  );
}
