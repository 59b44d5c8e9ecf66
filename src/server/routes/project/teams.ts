import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { teamEndpoints } from '@shared/api/teamEndpoints';
import { PROJECT_MESSAGES } from '@shared/domain/project';
import { TEAM_BUTTONS } from '@shared/domain/projectButtons';
import { sortTeams, TEAM_CATEGORIES, TEAM_MESSAGES, teamPageQuerySchema, teamSchema, teamStatusMachine, type ProjectTeam, type TeamCategory, type TeamStatus, type TeamSubmit } from '@shared/domain/projectTeam';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { LOCKS, serialise } from '../../db/locks';
import type { ProjectOrgTable } from '../../db/schema-projects';
import { equals, registerResource } from '../../http/crud';
import { callerOf, type Caller } from '../../http/caller';
import { HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { PROJECT_PARENT, requireProject } from '../../projects/parent';
import { requirePartner } from '../../projects/parties';
import { registerPhasePlanRoutes } from './phase-plans';

export function toTeam(row: ProjectOrgTable): ProjectTeam {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    projectId: row.project_id,
    orgCategory: row.org_category as TeamCategory,
    teamId: row.team_tenant_id,
    teamName: row.team_name,
    teamCode: row.team_code,
    logo: '',
    chargeUser: row.charge_user,
    businessUser: row.business_user,
    technologyUser: row.technology_user,
    otherParticipant: row.other_participant,
    isMain: Number(row.is_main) === 1 ? 1 : 0,
    status: Number(row.status) as TeamStatus,
    createTime: row.create_time,
    updateTime: row.update_time,
  };
}

/** Logos as the team organisations show them now (they may change theirs after being picked). */
async function withLogos(db: Executor): Promise<(team: ProjectTeam) => ProjectTeam> {
  const rows = await db.selectFrom('tenant').select(['tenant_id', 'logo']).where('category', 'in', [...TEAM_CATEGORIES]).execute();
  const logos = new Map(rows.map((r) => [r.tenant_id, r.logo]));
  return (team) => ({ ...team, logo: logos.get(team.teamId) ?? '' });
}

/** Refuses a second main team of the category, or an organisation that is a team of the project already. */
async function checkTeamRules(trx: Executor, caller: Caller, input: TeamSubmit): Promise<void> {
  await serialise(trx, LOCKS.projectTeams);
  const others = trx.selectFrom('project_org').select('id').where('tenant_id', '=', caller.tenantId).where('project_id', '=', input.projectId);
  const notSelf = input.id ? others.where('id', '!=', input.id) : others;
  if (await notSelf.where('team_tenant_id', '=', input.teamId).executeTakeFirst()) throw new HttpError(400, TEAM_MESSAGES.teamExists);
  if (input.isMain === 1 && (await notSelf.where('org_category', '=', input.orgCategory).where('is_main', '=', 1).executeTakeFirst())) throw new HttpError(400, TEAM_MESSAGES.mainExists);
}

type TeamWrite = TeamSubmit & { teamName?: string; teamCode?: string };

const columns = (input: TeamWrite) => ({
  project_id: input.projectId,
  org_category: input.orgCategory,
  team_tenant_id: input.teamId,
  team_name: input.teamName ?? '',
  team_code: input.teamCode ?? '',
  charge_user: input.chargeUser,
  business_user: input.businessUser,
  technology_user: input.technologyUser,
  other_participant: input.otherParticipant,
  is_main: input.isMain,
});

const projectTeamsQuery = z.object({ id: z.string().trim(), tenantId: z.string().trim().optional() });

/**
 * project-org/* (spec 3 §7): a project's production (sc) and review (st) teams, rows of the
 * project's organisation under the project (PROJECT_PARENT), on the builder. Each team is a partner
 * of its category, named as the partner row says (the body's name is not trusted).
 */
export function registerProjectTeamRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerResource(app, ctx, {
    table: 'project_org',
    endpoints: { page: teamEndpoints.page, detail: teamEndpoints.info, submit: teamEndpoints.submit },
    schemas: { page: teamPageQuerySchema, submit: teamSchema },
    notFound: TEAM_MESSAGES.notFound,
    parent: PROJECT_PARENT,
    columns: { updateTime: true },
    buttons: { add: TEAM_BUTTONS.edit, edit: TEAM_BUTTONS.edit },
    toRecord: toTeam,
    enrich: withLogos,
    filters: { orgCategory: equals('org_category'), status: equals('status') },
    sort: { columns: { createTime: 'create_time' }, default: [['org_category', 'asc'], ['is_main', 'desc'], ['create_time', 'asc']] },
    beforeWrite: async (trx, input, caller, existing) => {
      const picked = !existing || existing.team_tenant_id !== input.teamId || existing.org_category !== input.orgCategory;
      // A team kept as it was stays even if the partner was disabled since; a new pick must be a partner now.
      const party = picked ? await requirePartner(trx, caller, input.teamId, { categories: [input.orgCategory] }) : { deptName: existing.team_name, code: existing.team_code };
      await checkTeamRules(trx, caller, input);
      // toInsert/toUpdate read the same input after this: the names come from the partner row.
      Object.assign(input as TeamWrite, { teamName: party.deptName, teamCode: party.code });
    },
    // New teams are cooperating; the status changes only through change-status.
    toInsert: (input) => ({ ...columns(input), status: 1 }),
    toUpdate: (input) => columns(input),
    statusChanges: [{ endpoint: teamEndpoints.changeStatus, machine: teamStatusMachine, button: TEAM_BUTTONS.status, idField: 'orgId' }],
  });

  route(app, ctx, teamEndpoints.projectTeams, async (req) => {
    const caller = callerOf(req);
    const { id, tenantId } = parseInput(projectTeamsQuery, { ...(req.query as object), ...(req.params as object) });
    if (tenantId && tenantId !== caller.tenantId) throw new HttpError(400, PROJECT_MESSAGES.notFound);
    const project = await requireProject(ctx.db, caller, id);
    const rows = await ctx.db.selectFrom('project_org').selectAll().where('tenant_id', '=', caller.tenantId).where('project_id', '=', project.id).execute();
    const logo = await withLogos(ctx.db);
    return sortTeams(rows.map((r) => logo(toTeam(r))));
  });

  registerPhasePlanRoutes(app, ctx);
}
