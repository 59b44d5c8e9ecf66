/**
 * The teams of a project (project-org, spec 3 §3 team forms, §4 cooperation status): production
 * teams (sc) and review teams (st), each a partner organisation of that category with its people.
 * One schema for the drawer form and the server.
 */
import { z } from 'zod';
import { CUSTOMER_MESSAGES } from './customer';
import { blankAsUndefined } from './fields';
import { pageQuerySchema } from './paging';
import { optionalText } from './rules';
import { defineStatusMachine } from './statusMachine';
import { requiredText } from './validation';
import { PROJECT_MESSAGES } from './project';

/** Not in the spec: the team form's own messages (its fields are only named there). */
export const TEAM_MESSAGES = {
  notFound: '项目团队不存在或已删除',
  orgCategory: '请选择团队类型',
  team: '请选择团队单位',
  chargeUser: '请填写团队负责人',
  isMain: '请选择主次团队',
  /** Decided (docs/decisions.md): at most one main team of each category per project. */
  mainExists: '本项目已有该类型的主团队，请先将其改为次要团队',
  teamExists: '该单位已是本项目的团队',
} as const;

/** sc production team, st drawing-review body. */
export const TEAM_CATEGORIES = ['sc', 'st'] as const;
export type TeamCategory = (typeof TEAM_CATEGORIES)[number];

export const TEAM_LIMITS = { person: 30, otherParticipant: 200 } as const;

/** 1 cooperating, 0 ended (spec 3 §4); a new team is cooperating. */
export const TEAM_STATUSES = [1, 0] as const;
export type TeamStatus = (typeof TEAM_STATUSES)[number];

/** A team of a project, as every call answers it. */
export interface ProjectTeam {
  id: string;
  tenantId: string;
  projectId: string;
  orgCategory: TeamCategory;
  /** The team organisation's tenant id, name, code and logo (as picked; logo as it is now). */
  teamId: string;
  teamName: string;
  teamCode: string;
  logo: string;
  chargeUser: string;
  businessUser: string;
  technologyUser: string;
  otherParticipant: string;
  /** 1 main, 0 secondary. */
  isMain: 0 | 1;
  status: TeamStatus;
  createTime: string;
  updateTime: string;
}

/** One of a select's values; blank or absent gives the field's own message (never zod's wording). */
const oneOf = <T extends string | number>(values: readonly T[], message: string) =>
  z.preprocess(
    (v) => blankAsUndefined(v) ?? '',
    z
      .union([z.string(), z.number()], { error: message })
      .refine((v) => String(v).trim() !== '', message)
      .transform((v) => (typeof values[0] === 'number' ? Number(v) : String(v).trim()))
      .refine((v): v is T => values.includes(v as T), message),
  ) as unknown as z.ZodType<T, unknown>;

const id = z.string().trim().regex(/^\d{1,32}$/);

/** The add and edit form: the team (a partner of the category), its people, main or secondary. */
export const teamSchema = z.object({
  id: z.preprocess(blankAsUndefined, id.optional()),
  projectId: z.preprocess(blankAsUndefined, z.string({ error: PROJECT_MESSAGES.notFound }).trim().regex(/^\d{1,32}$/, PROJECT_MESSAGES.notFound)),
  orgCategory: oneOf(TEAM_CATEGORIES, TEAM_MESSAGES.orgCategory),
  teamId: requiredText(TEAM_MESSAGES.team, 12),
  chargeUser: requiredText(TEAM_MESSAGES.chargeUser, TEAM_LIMITS.person),
  businessUser: optionalText(TEAM_LIMITS.person),
  technologyUser: optionalText(TEAM_LIMITS.person),
  otherParticipant: optionalText(TEAM_LIMITS.otherParticipant),
  isMain: oneOf([1, 0] as const, TEAM_MESSAGES.isMain),
});
export type TeamInput = z.input<typeof teamSchema>;
export type TeamSubmit = z.output<typeof teamSchema>;

/** The tab's list (project-org/list): one project's teams, by category and cooperation status. */
export const teamPageQuerySchema = pageQuerySchema.extend({
  projectId: z.string().trim().max(32).optional(),
  orgCategory: z.preprocess(blankAsUndefined, z.enum(TEAM_CATEGORIES).optional()),
  status: z.preprocess(blankAsUndefined, z.coerce.number().int().min(0).max(1).optional()),
});

/**
 * Cooperation may end and start again (spec 3 §4 gives only the two values). The wording is the
 * customers' cooperation status's, so the one text keeps one key.
 */
export const teamStatusMachine = defineStatusMachine<TeamStatus, { status: number }>({
  resource: 'projectTeams',
  statuses: TEAM_STATUSES,
  targets: (from) => (from === 1 ? [0] : [1]),
  statusOf: (r) => r.status as TeamStatus,
  refused: CUSTOMER_MESSAGES.transition,
  required: CUSTOMER_MESSAGES.status,
});

/** A project's teams in the order the page shows them: production before review, the main one first. */
export function sortTeams<T extends Pick<ProjectTeam, 'orgCategory' | 'isMain' | 'createTime'>>(teams: readonly T[]): T[] {
  const rank = (t: T) => TEAM_CATEGORIES.indexOf(t.orgCategory);
  return [...teams].sort((a, b) => rank(a) - rank(b) || b.isMain - a.isMain || a.createTime.localeCompare(b.createTime));
}
