/**
 * A project's phase plan (phase-plan, spec 3 §2 "phase plan", §4): one entry per phase of the
 * project (its phaseKeys, dictionary xmjd) with planned days, actual days, a status and a remark.
 * One schema for the drawer form and the server.
 */
import { z } from 'zod';
import { blankAsUndefined, checkDateRange, dayRange, FIELD_MESSAGES, isRealDate, rangeDay } from './fields';
import { pageQuerySchema } from './paging';
import { PROJECT_MESSAGES } from './project';
import { optionalText } from './rules';
import { defineStatusMachine } from './statusMachine';

/** Not in the spec: the phase plan's own messages. */
export const PHASE_PLAN_MESSAGES = {
  notFound: '阶段计划不存在或已删除',
  /** A phase that is not one of the project's phases (its phaseKeys). */
  phaseNotInProject: '该阶段不是本项目的阶段',
  phaseExists: '该阶段已有计划',
  status: '请选择阶段状态',
  transition: '不允许的阶段状态变更',
} as const;

export const PHASE_PLAN_LIMITS = { remark: 200 } as const;

/** Decided (docs/decisions.md): 0 not started, 1 in progress, 2 done; a new plan is not started. */
export const PHASE_PLAN_STATUS = { notStarted: 0, inProgress: 1, done: 2 } as const;
export const PHASE_PLAN_STATUSES = [0, 1, 2] as const;
export type PhasePlanStatus = (typeof PHASE_PLAN_STATUSES)[number];

/** Forward one step at a time; a started phase may go back to not started, a done one be reopened. */
export const PHASE_PLAN_TRANSITIONS: Record<PhasePlanStatus, readonly PhasePlanStatus[]> = { 0: [1], 1: [0, 2], 2: [1] };

export const phasePlanStatusMachine = defineStatusMachine<PhasePlanStatus, { status: number }>({
  resource: 'phasePlans',
  statuses: PHASE_PLAN_STATUSES,
  targets: (from) => PHASE_PLAN_TRANSITIONS[from] ?? [],
  statusOf: (r) => r.status as PhasePlanStatus,
  refused: PHASE_PLAN_MESSAGES.transition,
  required: PHASE_PLAN_MESSAGES.status,
});

/** One phase's plan. An entry of detail/{id} for a phase not planned yet has id '' and blank days. */
export interface PhasePlan {
  id: string;
  tenantId: string;
  projectId: string;
  /** xmjd key. */
  phaseKey: string;
  /** yyyy-MM-dd HH:mm:ss: the start day from 00:00:00, the end day to 23:59:59. */
  planStartTime: string;
  planEndTime: string;
  realStartTime: string;
  realEndTime: string;
  status: PhasePlanStatus;
  remark: string;
  createTime: string;
  updateTime: string;
}

/** An optional day (yyyy-MM-dd, a time after it ignored); blank becomes ''. */
const optionalDay = z.preprocess(blankAsUndefined, z.string().trim().refine(isRealDate, FIELD_MESSAGES.date).optional()).transform((v) => v ?? '');

/** The actual end needs the actual start (请输入开始日期 on the start). */
function checkRealStart(v: { realStartTime: string; realEndTime: string }, ctx: z.RefinementCtx): void {
  if (v.realEndTime && !v.realStartTime) ctx.addIssue({ code: 'custom', path: ['realStartTime'], message: FIELD_MESSAGES.startRequired });
}

/**
 * The add and edit form: the phase (one of the project's, checked by the server against the
 * project), planned days required (请输入开始日期, 请输入结束日期; end not before start), actual
 * days optional (end not before start), remark ≤200. Parsed days carry 00:00:00 / 23:59:59.
 */
export const phasePlanSchema = z
  .object({
    id: z.preprocess(blankAsUndefined, z.string().trim().regex(/^\d{1,32}$/).optional()),
    projectId: z.preprocess(blankAsUndefined, z.string({ error: PROJECT_MESSAGES.notFound }).trim().regex(/^\d{1,32}$/, PROJECT_MESSAGES.notFound)),
    phaseKey: z.preprocess(blankAsUndefined, z.string({ error: PROJECT_MESSAGES.phase }).trim().min(1, PROJECT_MESSAGES.phase).max(20, PROJECT_MESSAGES.phase)),
    planStartTime: rangeDay(FIELD_MESSAGES.startRequired),
    planEndTime: rangeDay(FIELD_MESSAGES.endRequired),
    realStartTime: optionalDay,
    realEndTime: optionalDay,
    remark: optionalText(PHASE_PLAN_LIMITS.remark),
  })
  .superRefine(checkDateRange('planStartTime', 'planEndTime'))
  .superRefine(checkDateRange('realStartTime', 'realEndTime'))
  .superRefine(checkRealStart)
  .transform((v) => {
    const plan = dayRange(v.planStartTime, v.planEndTime);
    const real = dayRange(v.realStartTime || undefined, v.realEndTime || undefined);
    return { ...v, planStartTime: plan.from ?? '', planEndTime: plan.to ?? '', realStartTime: real.from ?? '', realEndTime: real.to ?? '' };
  });
export type PhasePlanInput = z.input<typeof phasePlanSchema>;
export type PhasePlanSubmit = z.output<typeof phasePlanSchema>;

/** The tab's list (phase-plan/list): one project's plan, by status. */
export const phasePlanPageQuerySchema = pageQuerySchema.extend({
  projectId: z.string().trim().max(32).optional(),
  status: z.preprocess(blankAsUndefined, z.coerce.number().int().min(0).max(2).optional()),
});

/** The project's phases (comma-joined xmjd keys) in their order, without blanks or repeats. */
export const phasesOf = (phaseKeys: string): string[] => [...new Set(phaseKeys.split(',').map((k) => k.trim()).filter(Boolean))];

/**
 * The whole plan as detail/{id} answers it: every phase of the project in its order, planned or
 * not (an unplanned phase: id '', blank days, not started); plans of phases the project no longer
 * has follow, so nothing recorded is hidden.
 */
export function wholePlan(project: { id: string; tenantId: string; phaseKeys: string }, plans: readonly PhasePlan[]): PhasePlan[] {
  const byPhase = new Map(plans.map((p) => [p.phaseKey, p]));
  const phases = phasesOf(project.phaseKeys);
  const blank = (phaseKey: string): PhasePlan => ({
    id: '',
    tenantId: project.tenantId,
    projectId: project.id,
    phaseKey,
    planStartTime: '',
    planEndTime: '',
    realStartTime: '',
    realEndTime: '',
    status: 0,
    remark: '',
    createTime: '',
    updateTime: '',
  });
  return [...phases.map((k) => byPhase.get(k) ?? blank(k)), ...plans.filter((p) => !phases.includes(p.phaseKey))];
}
