import { addDays } from 'date-fns';
import { PHASE_PLAN_STATUS } from '@shared/domain/phasePlan';
import { PROJECT_STATUS } from '@shared/domain/project';
import type { Executor } from '../db/database';
import { newId } from '../db/ids';
import { timestamp } from '../db/time';

/** The demo production team (sc) and drawing-review body (st) every demo project works with. */
const TEAMS = [
  { tenantId: '100008', category: 'sc', charge: '周建国', business: '钱晓雯', technology: '孙立新', others: '赵一鸣，李思远' },
  { tenantId: '100009', category: 'st', charge: '吴审之', business: '', technology: '郑图衡', others: '' },
] as const;

/** Days a demo phase is planned to take at most; shorter when the project is younger, so no actual day is in the future. */
const PHASE_DAYS = 30;
const DAY_MS = 86_400_000;

const day = (base: Date, offset: number, end = false) => `${timestamp(addDays(base, offset)).slice(0, 10)} ${end ? '23:59:59' : '00:00:00'}`;

/**
 * How far a demo project's phases have got: a completed project has finished them all; a running
 * one has finished its first and is in the second; a paused one stopped inside its first.
 */
function phaseStatus(projectStatus: number, index: number): number {
  if (projectStatus === PROJECT_STATUS.completed) return PHASE_PLAN_STATUS.done;
  if (projectStatus === PROJECT_STATUS.running) return index === 0 ? PHASE_PLAN_STATUS.done : index === 1 ? PHASE_PLAN_STATUS.inProgress : PHASE_PLAN_STATUS.notStarted;
  return index === 0 ? PHASE_PLAN_STATUS.inProgress : PHASE_PLAN_STATUS.notStarted;
}

/**
 * Teams and a phase plan on every demo project (after seedDemoProjects): the demo production team
 * as main production team, the demo review body as main review team, and each phase planned one
 * after another with actual days as far as the project has got. Demo data only.
 */
export async function seedDemoProjectTeams(db: Executor): Promise<void> {
  if (await db.selectFrom('project_phase_plan').select('id').limit(1).executeTakeFirst()) return;
  const teams = await db.selectFrom('tenant').select(['tenant_id', 'name', 'code']).where('tenant_id', 'in', TEAMS.map((t) => t.tenantId)).execute();
  const projects = await db.selectFrom('project').select(['id', 'tenant_id', 'phase_keys', 'status_initiation', 'create_time', 'create_user']).execute();
  for (const p of projects) {
    const owned = { tenant_id: p.tenant_id, project_id: p.id, create_user: p.create_user, create_time: p.create_time, update_time: p.create_time };
    for (const t of TEAMS) {
      const org = teams.find((o) => o.tenant_id === t.tenantId);
      if (!org) continue;
      await db
        .insertInto('project_org')
        .values({
          ...owned,
          id: newId(),
          org_category: t.category,
          team_tenant_id: org.tenant_id,
          team_name: org.name,
          team_code: org.code,
          charge_user: t.charge,
          business_user: t.business,
          technology_user: t.technology,
          other_participant: t.others,
          is_main: 1,
          status: 1,
        })
        .execute();
    }
    const start = new Date(p.create_time.replace(' ', 'T'));
    const phases = p.phase_keys.split(',').filter(Boolean);
    const age = Math.floor((Date.now() - start.getTime()) / DAY_MS);
    const length = Math.max(2, Math.min(PHASE_DAYS, Math.floor(age / Math.max(1, phases.length)) - 2));
    for (const [i, phaseKey] of phases.entries()) {
      const status = phaseStatus(p.status_initiation, i);
      const from = i * length;
      const to = from + length - 1;
      await db
        .insertInto('project_phase_plan')
        .values({
          ...owned,
          id: newId(),
          phase_key: phaseKey,
          plan_start_time: day(start, from),
          plan_end_time: day(start, to, true),
          real_start_time: status === PHASE_PLAN_STATUS.notStarted ? '' : day(start, from + 1),
          real_end_time: status === PHASE_PLAN_STATUS.done ? day(start, to + 2, true) : '',
          status,
          remark: status === PHASE_PLAN_STATUS.inProgress ? '按计划推进中' : '',
        })
        .execute();
    }
  }
}
