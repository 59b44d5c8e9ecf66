import { PROJECT_MESSAGES } from './project';
/**
 * Filed projects (项目备案, spec 3 §3 "Filing project", §4, §5 filing, §7 record/*): the drawer form
 * and the record routes check the same schemas with the same words. Status (dictionary baxmzt):
 * 1 tracking, 2 negotiating, 3 abandoned, 4 initiated — 4 is set only by initiation (立项), in its own
 * transaction; here it is never a target, and an initiated filing is neither changed nor removed.
 * English twins: i18n/project/records.en.ts.
 */
import { z } from 'zod';
import { blankAsUndefined, dateTime, searchText } from './fields';
import { pageQuerySchema } from './paging';
import type { ProjectParty } from './project';
import { REGION_CODE } from './region';
import { optionalText } from './rules';
import { canTransition, defineStatusMachine } from './statusMachine';
import { requiredText } from './validation';

export const PROJECT_RECORD_MESSAGES = {
  nameExists: '备案名已存在',
  /** Not in the spec's words (required, ≤100 / ≤2000): ours. */
  detailAddr: '请填写项目详细地址',
  scale: '请填写项目规模',
  status: '请选择备案状态',
  /** Ours: 4 (initiated) is reached only by initiating the filing, and left never. */
  transition: '不允许的备案状态变更：已立项的备案不能变更状态，已立项只能通过立项设置',
  initiatedLocked: '备案已立项，不能修改',
  removeInitiated: '备案已立项，不能删除；请先删除其立项项目',
  provider: '请选择资源方单位',
  notFound: '备案不存在或已删除',
} as const;

export const PROJECT_RECORD_LIMITS = { name: 200, detailAddr: 100, scale: 2000, remark: 200 } as const;

export const RECORD_STATUS = { tracking: 1, negotiating: 2, abandoned: 3, initiated: 4 } as const;
export const RECORD_STATUSES = [1, 2, 3, 4] as const;
export type RecordStatus = (typeof RECORD_STATUSES)[number];
/** What a person may choose, in the add and edit forms and the status dialog: all but 4 (spec 3 §4). */
export const CHOOSABLE_RECORD_STATUSES = [1, 2, 3] as const;

/**
 * Between tracking, negotiating and abandoned, any way; never to initiated (立项 sets it) and never
 * out of it (the filing is a project now).
 */
export const recordStatusMachine = defineStatusMachine<RecordStatus, { status: number }>({
  resource: 'projectRecords',
  statuses: RECORD_STATUSES,
  targets: (from) => (from === RECORD_STATUS.initiated ? [] : CHOOSABLE_RECORD_STATUSES.filter((s) => s !== from)),
  statusOf: (r) => r.status as RecordStatus,
  refused: PROJECT_RECORD_MESSAGES.transition,
  required: PROJECT_RECORD_MESSAGES.status,
});

export const canTransitionRecord = (from: number, to: number) => canTransition(recordStatusMachine, { status: from }, to as RecordStatus);

/** A filing as the record calls answer it (spec 3 §3 filing project fields). */
export interface ProjectRecord {
  id: string;
  tenantId: string;
  /** The filing organisation's name (list-by-resource shows whose filing it is). */
  tenantName: string;
  name: string;
  code: string;
  status: RecordStatus;
  statusTime: string;
  regionId: string;
  detailAddr: string;
  type: string;
  mainIndustry: string;
  /** xmhy keys, comma-joined. */
  otherIndustry: string;
  scale: string;
  remark: string;
  ownerUnitDeptId: string;
  ownerUnitName: string;
  ownerUnitCode: string;
  /** Tenant ids of the resource providers, comma-joined, as the form holds them. */
  resProviderDeptId: string;
  resProviderList: ProjectParty[];
  createUser: string;
  createUserName: string;
  createDeptName: string;
  createTime: string;
}

const recordId = z.string().trim().regex(/^\d{1,32}$/);
const status = z.preprocess(
  blankAsUndefined,
  z.coerce.number({ error: PROJECT_RECORD_MESSAGES.status }).refine((n) => (CHOOSABLE_RECORD_STATUSES as readonly number[]).includes(n), PROJECT_RECORD_MESSAGES.status),
);
/** Dictionary keys, comma-joined (several picks of one select). */
const keyList = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .regex(/^([\w-]{1,20}(,[\w-]{1,20})*)?$/, PROJECT_MESSAGES.select)
    .optional()
    .transform((v) => v ?? '');
/** Tenant ids, comma-joined; each is checked on the server to be a resource-provider partner. */
const tenantIdList = z
  .string()
  .trim()
  .regex(/^(\d{1,12}(,\d{1,12})*)?$/, PROJECT_RECORD_MESSAGES.provider)
  .optional()
  .transform((v) => v ?? '');

export const recordNameSchema = requiredText(PROJECT_MESSAGES.nameRequired, PROJECT_RECORD_LIMITS.name, PROJECT_MESSAGES.nameRequired);

/** The add form: every field; new filings take a chosen status (1 by default), never 4. */
export const recordAddSchema = z.object({
  name: recordNameSchema,
  status,
  regionId: requiredText(PROJECT_MESSAGES.region).refine((v) => REGION_CODE.test(v), PROJECT_MESSAGES.region),
  detailAddr: requiredText(PROJECT_RECORD_MESSAGES.detailAddr, PROJECT_RECORD_LIMITS.detailAddr),
  type: requiredText(PROJECT_MESSAGES.select, 20),
  mainIndustry: requiredText(PROJECT_MESSAGES.select, 20),
  otherIndustry: keyList(400),
  scale: requiredText(PROJECT_RECORD_MESSAGES.scale, PROJECT_RECORD_LIMITS.scale),
  remark: optionalText(PROJECT_RECORD_LIMITS.remark),
  ownerUnitDeptId: requiredText(PROJECT_MESSAGES.owner, 12),
  resProviderDeptId: tenantIdList,
});
/** The edit form (spec 3 §2): the name and the status only. */
export const recordEditSchema = z.object({ id: recordId, name: recordNameSchema, status });
export type RecordAddInput = z.input<typeof recordAddSchema>;
export type RecordAdd = z.output<typeof recordAddSchema>;
export type RecordEdit = z.output<typeof recordEditSchema>;

/** record/check-exist: the name typed, and the filing being edited (its own name is not a clash). */
export const recordCheckExistSchema = z.object({ name: z.string().trim().max(PROJECT_RECORD_LIMITS.name).default(''), id: z.preprocess(blankAsUndefined, recordId.optional()) });

/** The filing lists' search (spec 3 §2): creator, created dates, name, status, region, owner, provider, type, industry. */
export const recordPageQuerySchema = pageQuerySchema.extend({
  createUserName: searchText,
  createTimeFrom: dateTime().optional(),
  createTimeTo: dateTime().optional(),
  name: searchText,
  status: z.preprocess(blankAsUndefined, z.coerce.number().int().min(1).max(4).optional()),
  /** A region code: the filing's region or any inside it. */
  regionId: z.preprocess(blankAsUndefined, z.string().trim().regex(REGION_CODE).optional()),
  ownerUnitName: searchText,
  resProviderName: searchText,
  type: z.preprocess(blankAsUndefined, z.string().trim().max(20).optional()),
  /** Main industry or one of the other industries. */
  industry: z.preprocess(blankAsUndefined, z.string().trim().max(20).optional()),
});
export type RecordPageQuery = z.input<typeof recordPageQuerySchema>;

/** One line of a filing's change history: who (organisation and person), when, what changed. */
export interface RecordChange {
  id: string;
  recordId: string;
  orgName: string;
  createUserName: string;
  createTime: string;
  /** The changed fields (name, status, …) before and after. */
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/** The name the change history uses for filings (change_history.resource). */
export const RECORD_HISTORY_RESOURCE = 'project_record';
