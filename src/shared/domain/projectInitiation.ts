/**
 * Project initiation (立项, spec 3 §3, §4, §5): the add/edit form's rules, the list searches and the
 * project status machine, shared by the drawer form and the initiation/* routes.
 */
import { z } from 'zod';
import { blankAsUndefined, dateTime, searchText } from './fields';
import { pageQuerySchema } from './paging';
import { optionalText } from './rules';
import { defineStatusMachine } from './statusMachine';
import { requiredText } from './validation';
import { PROJECT_MESSAGES, PROJECT_STATUS, type Project, type ProjectStatus } from './project';

/** Not in the spec: the initiation's own refusals, in its style. */
export const INITIATION_MESSAGES = {
  recordAbandoned: '已放弃的备案项目不能立项',
  recordInitiated: '该备案项目已立项',
  codeExists: '项目编号已存在',
  mainPlatform: '请选择主平台单位',
  bizPerson: '请选择业务负责人',
  operate: '请选择运营负责人',
  notMember: '所选人员不是本单位的在职成员',
  tender: '请选择招标状态',
  directSign: '请选择是否直签',
  status: '请选择项目状态',
  transition: '不允许的项目状态变更',
  finalNotEditable: '已完成或已终止的项目不能编辑',
  completedNotRemovable: '已完成的项目不能删除',
} as const;

/** Text limits of spec 3 §5 initiation; the code fits its column (varchar(64)). */
export const INITIATION_LIMITS = { name: 200, code: 64, detailAddr: 100, scale: 2000, remark: 200 } as const;

/** The add form offers tender statuses (zbzt) with keys up to 3; the edit keeps any of 1–5. */
export const ADD_TENDER_MAX = 3;
export const TENDER_STATUSES = [1, 2, 3, 4, 5] as const;

/**
 * Project status (xmzt). New projects start at 2 and no change goes back to 1 (the status form
 * excludes it). Running and paused move between each other or end; completed (4) and terminated (5)
 * are final. A legacy pending (1) project may start or be terminated.
 */
export const PROJECT_TRANSITIONS: Record<ProjectStatus, readonly ProjectStatus[]> = {
  1: [2, 5],
  2: [3, 4, 5],
  3: [2, 4, 5],
  4: [],
  5: [],
};

export const projectStatusMachine = defineStatusMachine<ProjectStatus, Pick<Project, 'statusInitiation'>>({
  resource: 'projects',
  statuses: [1, 2, 3, 4, 5],
  targets: (from) => PROJECT_TRANSITIONS[from] ?? [],
  statusOf: (p) => p.statusInitiation as ProjectStatus,
  refused: INITIATION_MESSAGES.transition,
  required: INITIATION_MESSAGES.status,
});

/** initiation/complete/{id}: from running or paused. */
export const COMPLETABLE: readonly ProjectStatus[] = [PROJECT_STATUS.running, PROJECT_STATUS.paused];
/** Edits keep a project's facts up to date while it lives; a finished one is history. */
export const isEditable = (p: Pick<Project, 'statusInitiation'>) => p.statusInitiation !== PROJECT_STATUS.completed && p.statusInitiation !== PROJECT_STATUS.terminated;

const ID = /^\d{1,32}$/;
const TENANT = /^\d{6,12}$/;
/** A required pick (a select or picker keeps '' while empty). */
const pick = (message: string, pattern: RegExp = /^[\w-]{1,32}$/) => z.preprocess((v) => (v === null || v === undefined ? '' : String(v).trim()), z.string().min(1, message).regex(pattern, message));
/** Several keys or ids, comma-joined as the form keeps them; '' when none. */
const keyList = (pattern: RegExp, message: string) =>
  z.preprocess(
    (v) => (Array.isArray(v) ? v.join(',') : v === null || v === undefined ? '' : String(v)),
    z
      .string()
      .transform((s) => [...new Set(s.split(',').map((x) => x.trim()).filter(Boolean))].join(','))
      .refine((s) => s === '' || s.split(',').every((x) => pattern.test(x)), message),
  );
const requiredKeyList = (pattern: RegExp, message: string) => keyList(pattern, message).refine((s) => s !== '', message);
const DICT_KEY = /^[\w-]{1,20}$/;

const fields = {
  id: z.string().trim().regex(ID).optional(),
  recordId: pick(PROJECT_MESSAGES.record, ID),
  code: requiredText(PROJECT_MESSAGES.nameRequired, INITIATION_LIMITS.code),
  name: requiredText(PROJECT_MESSAGES.nameRequired, INITIATION_LIMITS.name, PROJECT_MESSAGES.nameRequired),
  type: pick(PROJECT_MESSAGES.select, DICT_KEY),
  phaseKeys: requiredKeyList(DICT_KEY, PROJECT_MESSAGES.select),
  mainIndustry: pick(PROJECT_MESSAGES.select, DICT_KEY),
  otherIndustry: keyList(DICT_KEY, PROJECT_MESSAGES.select),
  regionId: pick(PROJECT_MESSAGES.region, /^\d{2,12}$/),
  detailAddr: optionalText(INITIATION_LIMITS.detailAddr),
  scale: optionalText(INITIATION_LIMITS.scale),
  remark: optionalText(INITIATION_LIMITS.remark),
  isDirectSign: z.preprocess(blankAsUndefined, z.coerce.number({ error: INITIATION_MESSAGES.directSign }).refine((n) => n === 0 || n === 1, INITIATION_MESSAGES.directSign)),
  ownerDeptId: pick(PROJECT_MESSAGES.owner, TENANT),
  mainPlatformId: pick(INITIATION_MESSAGES.mainPlatform, TENANT),
  otherPlatformIds: keyList(TENANT, PROJECT_MESSAGES.partyNotPartner),
  resProviderIds: keyList(TENANT, PROJECT_MESSAGES.partyNotPartner),
  mgrBizPerson: pick(INITIATION_MESSAGES.bizPerson, ID),
  mgrOperate: pick(INITIATION_MESSAGES.operate, ID),
};

const tender = (max: number) =>
  z.preprocess(
    blankAsUndefined,
    z.coerce
      .number({ error: INITIATION_MESSAGES.tender })
      .int(INITIATION_MESSAGES.tender)
      .refine((n) => n >= 1 && n <= max, INITIATION_MESSAGES.tender),
  );

/** The add form: tender statuses 1–3 only. */
export const initiationAddSchema = z.object({ ...fields, statusTender: tender(ADD_TENDER_MAX) });
/** The edit form: the same fields (the filing stays the one it was initiated from), any tender status. */
export const initiationEditSchema = z.object({ ...fields, id: z.string().trim().regex(ID), statusTender: tender(TENDER_STATUSES.length) });
export type InitiationInput = z.input<typeof initiationAddSchema>;
export type InitiationSubmit = z.output<typeof initiationAddSchema>;

const hasId = (body: unknown) => typeof body === 'object' && body !== null && 'id' in body && !['', undefined, null].includes((body as { id: unknown }).id as string);
/** The submit call's schema, chosen by the body: an id edits, none adds. */
export const initiationSchemaFor = (body: unknown) => (hasId(body) ? initiationEditSchema : initiationAddSchema);

const optionalNumber = (max: number) => z.preprocess(blankAsUndefined, z.coerce.number().int().min(0).max(max).optional());
const optionalKey = z.preprocess(blankAsUndefined, z.string().trim().regex(DICT_KEY).optional());
const optionalTenant = z.preprocess(blankAsUndefined, z.string().trim().regex(TENANT).optional());

/**
 * The initiation lists' searches (spec 3 §2): creator, created-date range, name keyword, project
 * status, owner unit, platform unit, resource provider (by tenant id or by name), region (a prefix: a province covers its
 * cities), industry (main or other) and type.
 */
export const initiationPageQuerySchema = pageQuerySchema.extend({
  name: searchText,
  code: searchText,
  createUserName: searchText,
  createTimeFrom: dateTime().optional(),
  createTimeTo: dateTime().optional(),
  statusInitiation: optionalNumber(5),
  ownerDeptId: optionalTenant,
  platformId: optionalTenant,
  resProviderId: optionalTenant,
  /** The list screens search the parties by name. */
  ownerName: searchText,
  platformName: searchText,
  resProviderName: searchText,
  regionId: z.preprocess(blankAsUndefined, z.string().trim().regex(/^\d{2,12}$/).optional()),
  industry: optionalKey,
  type: optionalKey,
});
export type InitiationPageQuery = z.infer<typeof initiationPageQuerySchema>;

/** initiation/{id}?tenantId and initiation/detail?projectId&tenantId: tenantId names the owning organisation. */
export const projectReadSchema = z.object({ id: z.string().trim().regex(ID, PROJECT_MESSAGES.notFound), tenantId: optionalTenant });
export const projectDetailSchema = z
  .object({ projectId: z.string().trim().regex(ID, PROJECT_MESSAGES.notFound), tenantId: optionalTenant })
  .transform((v) => ({ id: v.projectId, tenantId: v.tenantId }));

/** The filings an add form may start from (the caller's, neither abandoned nor initiated). */
export const INITIABLE_RECORD_STATUSES = [1, 2] as const;
export const RECORD_STATUS_NEGOTIATING = 2;
export const RECORD_STATUS_INITIATED = 4;
export const RECORD_STATUS_ABANDONED = 3;

/** A filing as the add form's picker offers it, with what picking it fills in. */
export interface InitiableRecord {
  id: string;
  code: string;
  name: string;
  status: number;
  regionId: string;
  detailAddr: string;
  type: string;
  mainIndustry: string;
  otherIndustry: string;
  scale: string;
  ownerDeptId: string;
  ownerName: string;
  resProviderIds: string;
}

export const initiableRecordQuerySchema = pageQuerySchema.extend({ name: searchText });
