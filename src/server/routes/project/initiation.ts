/**
 * Initiated projects, the reading calls (spec 3 §7 initiation/*): the organisation's list, my list,
 * the contract form's list, the resource provider's list, one project, and the filings an add form
 * may start from. The writes are in initiation-writes.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import { pageOf } from '@shared/api/envelope';
import { projectEndpoints } from '@shared/api/projectEndpoints';
import { PROJECT_STATUS } from '@shared/domain/project';
import {
  INITIABLE_RECORD_STATUSES,
  initiableRecordQuerySchema,
  initiationPageQuerySchema,
  projectDetailSchema,
  projectReadSchema,
  type InitiableRecord,
} from '@shared/domain/projectInitiation';
import type { AppContext } from '../../context';
import { callerOf, type Caller } from '../../http/caller';
import { route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { partiesOf } from '../../projects/parties';
import type { AnySelect } from '../../repositories/tenant-rows';
import { ownScope, projectPage, readProject, resourceProjectPage } from '../../projects/projectRows';
import { registerInitiationWrites } from './initiation-writes';

export function registerInitiationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const own = (caller: Caller, query: unknown, extra?: (query: AnySelect) => AnySelect) =>
    projectPage(ctx.db, caller, caller.tenantId, parseInput(initiationPageQuerySchema, query), { scope: ownScope(caller), extra });

  route(app, ctx, projectEndpoints.page, async (req) => own(callerOf(req), req.query));

  route(app, ctx, projectEndpoints.myPage, async (req) => {
    const caller = callerOf(req);
    return own(caller, req.query, (q) =>
      q.where((eb: ExpressionBuilder<Database, 'project'>) => eb.or([eb('project.mgr_biz_person', '=', caller.userId), eb('project.mgr_operate', '=', caller.userId), eb('project.create_user', '=', caller.userId)])),
    );
  });

  // Contracts (issue 16) associate running or paused projects only.
  route(app, ctx, projectEndpoints.contractPage, async (req) =>
    own(callerOf(req), req.query, (q) => q.where('project.status_initiation', 'in', [PROJECT_STATUS.running, PROJECT_STATUS.paused])),
  );

  route(app, ctx, projectEndpoints.resourcePage, async (req) => resourceProjectPage(ctx.db, callerOf(req), parseInput(initiationPageQuerySchema, req.query)));

  route(app, ctx, projectEndpoints.get, async (req) => {
    const { id, tenantId } = parseInput(projectReadSchema, { ...(req.query as object), ...(req.params as object) });
    return readProject(ctx.db, callerOf(req), id, tenantId);
  });

  route(app, ctx, projectEndpoints.detail, async (req) => {
    const { id, tenantId } = parseInput(projectDetailSchema, req.query);
    return readProject(ctx.db, callerOf(req), id, tenantId);
  });

  route(app, ctx, projectEndpoints.records, async (req) => {
    const caller = callerOf(req);
    const q = parseInput(initiableRecordQuerySchema, req.query);
    let base = ctx.db.selectFrom('project_record').where('tenant_id', '=', caller.tenantId).where('status', 'in', [...INITIABLE_RECORD_STATUSES]);
    if (q.name) base = base.where('name', 'like', `%${q.name}%`);
    const total = Number((await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    let page = base.selectAll().orderBy('create_time', 'desc').orderBy('id', 'desc');
    if (q.size !== -1) page = page.limit(q.size).offset((q.current - 1) * q.size);
    const rows = await page.execute();
    const parties = await partiesOf(
      ctx.db,
      'record',
      rows.map((r) => r.id),
    );
    const records: InitiableRecord[] = rows.map((r) => ({
      id: r.id,
      code: r.code,
      name: r.name,
      status: Number(r.status),
      regionId: r.region_id,
      detailAddr: r.detail_addr,
      type: r.type,
      mainIndustry: r.main_industry,
      otherIndustry: r.other_industry,
      scale: r.scale,
      ownerDeptId: r.owner_tenant_id,
      ownerName: r.owner_name,
      resProviderIds: (parties.get(r.id) ?? [])
        .filter((p) => p.role === 'provider')
        .map((p) => p.bizId)
        .join(','),
    }));
    return pageOf(records, total, q.current, q.size);
  });

  registerInitiationWrites(app, ctx);
}
