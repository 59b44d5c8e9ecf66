import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { phasePlanEndpoints } from '@shared/api/teamEndpoints';
import { PHASE_PLAN_MESSAGES, PHASE_PLAN_STATUS, phasePlanPageQuerySchema, phasePlanSchema, phasePlanStatusMachine, phasesOf, wholePlan, type PhasePlan, type PhasePlanStatus } from '@shared/domain/phasePlan';
import { PROJECT_MESSAGES } from '@shared/domain/project';
import { PHASE_PLAN_BUTTONS } from '@shared/domain/projectButtons';
import type { AppContext } from '../../context';
import { LOCKS, serialise } from '../../db/locks';
import type { ProjectPhasePlanTable } from '../../db/schema-teams';
import { timestamp } from '../../db/time';
import { equals, registerResource } from '../../http/crud';
import { callerOf } from '../../http/caller';
import { HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { PROJECT_PARENT, requireProject } from '../../projects/parent';

function toPhasePlan(row: ProjectPhasePlanTable): PhasePlan {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    projectId: row.project_id,
    phaseKey: row.phase_key,
    planStartTime: row.plan_start_time,
    planEndTime: row.plan_end_time,
    realStartTime: row.real_start_time,
    realEndTime: row.real_end_time,
    status: Number(row.status) as PhasePlanStatus,
    remark: row.remark,
    createTime: row.create_time,
    updateTime: row.update_time,
  };
}

type PlanInput = z.output<typeof phasePlanSchema>;

const columns = (input: PlanInput) => ({
  project_id: input.projectId,
  phase_key: input.phaseKey,
  plan_start_time: input.planStartTime,
  plan_end_time: input.planEndTime,
  real_start_time: input.realStartTime,
  real_end_time: input.realEndTime,
  remark: input.remark,
});

const projectPlanQuery = z.object({ id: z.string().trim(), tenantId: z.string().trim().optional() });

/**
 * phase-plan/* (spec 3 §7): one plan row per phase of a project (unique index), only for the
 * project's own phases, on the builder under the project (PROJECT_PARENT). Starting a phase or
 * finishing it fills its actual day when none was entered.
 */
export function registerPhasePlanRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerResource(app, ctx, {
    table: 'project_phase_plan',
    endpoints: { page: phasePlanEndpoints.page, detail: phasePlanEndpoints.info, submit: phasePlanEndpoints.submit },
    schemas: { page: phasePlanPageQuerySchema, submit: phasePlanSchema },
    notFound: PHASE_PLAN_MESSAGES.notFound,
    parent: PROJECT_PARENT,
    columns: { updateTime: true },
    buttons: { add: PHASE_PLAN_BUTTONS.edit, edit: PHASE_PLAN_BUTTONS.edit },
    toRecord: toPhasePlan,
    filters: { status: equals('status') },
    sort: { columns: { planStartTime: 'plan_start_time' }, default: [['plan_start_time', 'asc'], ['phase_key', 'asc']] },
    beforeWrite: async (trx, input, caller) => {
      const project = await requireProject(trx, caller, input.projectId);
      if (!phasesOf(project.phase_keys).includes(input.phaseKey)) throw new HttpError(400, PHASE_PLAN_MESSAGES.phaseNotInProject);
      await serialise(trx, LOCKS.phasePlans);
      let same = trx.selectFrom('project_phase_plan').select('id').where('tenant_id', '=', caller.tenantId).where('project_id', '=', input.projectId).where('phase_key', '=', input.phaseKey);
      if (input.id) same = same.where('id', '!=', input.id);
      if (await same.executeTakeFirst()) throw new HttpError(400, PHASE_PLAN_MESSAGES.phaseExists);
    },
    toInsert: (input) => ({ ...columns(input), status: PHASE_PLAN_STATUS.notStarted }),
    toUpdate: (input) => columns(input),
    statusChanges: [
      {
        endpoint: phasePlanEndpoints.changeStatus,
        machine: phasePlanStatusMachine,
        button: PHASE_PLAN_BUTTONS.status,
        // In the change's transaction: rolled back with it when the conditional write finds the row moved on.
        beforeWrite: async (trx, input, caller, row) => {
          if (!row) return;
          const now = timestamp();
          const today = { start: `${now.slice(0, 10)} 00:00:00`, end: `${now.slice(0, 10)} 23:59:59` };
          const values: Partial<ProjectPhasePlanTable> = {};
          if (input.status !== PHASE_PLAN_STATUS.notStarted && !row.real_start_time) values.real_start_time = today.start;
          if (input.status === PHASE_PLAN_STATUS.done && !row.real_end_time) values.real_end_time = today.end;
          if (Object.keys(values).length) await trx.updateTable('project_phase_plan').set(values).where('tenant_id', '=', caller.tenantId).where('id', '=', row.id).execute();
        },
      },
    ],
  });

  route(app, ctx, phasePlanEndpoints.projectPlan, async (req) => {
    const caller = callerOf(req);
    const { id, tenantId } = parseInput(projectPlanQuery, { ...(req.query as object), ...(req.params as object) });
    if (tenantId && tenantId !== caller.tenantId) throw new HttpError(400, PROJECT_MESSAGES.notFound);
    const project = await requireProject(ctx.db, caller, id);
    const rows = await ctx.db.selectFrom('project_phase_plan').selectAll().where('tenant_id', '=', caller.tenantId).where('project_id', '=', project.id).execute();
    return wholePlan({ id: project.id, tenantId: project.tenant_id, phaseKeys: project.phase_keys }, rows.map(toPhasePlan));
  });
}
