/**
 * Tenders and bid feedback (投标管理; spec 2 §3 Tender, Bid feedback, §4 bdzt, §5 Tender, Bid feedback;
 * issue 17): the API records, messages, schemas and the feedback's status rule, shared by the form
 * and the route (src/server/routes/finance/tender*.ts). A tender belongs to the organisation that
 * bids (tenant_id); it is not under a contract.
 */
import { z } from 'zod';
import type { ContractParty } from './contract';
import { MAX_CONTRACT_AMOUNT, moneyLte } from './contractMoney';
import { dateTime, FIELD_MESSAGES } from './fields';
import { TENDER_STATUS } from './finance';
import { pageQuerySchema } from './paging';
import { PROJECT_MESSAGES } from './project';
import { INITIATION_MESSAGES } from './projectInitiation';
import { archiveAttachmentSchema, type ArchiveAttachment } from './projectArchive';
import { optionalText } from './rules';
import { UPLOAD_MESSAGES } from './upload';
import { requiredText } from './validation';

/** Not worded by the spec except 请填写正确的数字 (reused from fields.ts) and 请选择业主单位 (project.ts). */
export const TENDER_MESSAGES = {
  name: '请填写投标项目名称，100个字内',
  purchasingCode: '请填写采购编号，100个字内',
  endTime: '请选择投标截止时间',
  chargeUser: '请选择投标负责人',
  ourCompany: '请选择我方投标单位',
  bizReviewUser: '请选择商务评审人',
  bizReviewFile: '请上传商务评审文件',
  unitType: '请选择技术评审单位类型',
  techUnit: '请填写技术评审单位，100个字内',
  techReviewUser: '请选择技术评审人',
  techReviewFile: '请上传技术评审文件',
  notMember: '所选人员不是本单位成员',
  project: '所选关联项目不存在',
  platformOff: '所选平台单位已停用',
  notFound: '投标不存在或已删除',
  editAfterFeedback: '已反馈的投标不能再编辑',
  feedbackStatus: '请选择投标结果',
  winPlatform: '请选择中标平台单位',
  winPlatformPt: '请填写中标单位名称，100个字内',
  winAttach: '请上传中标附件',
  rebidDate: '请选择重新投标日期',
  feedbackRefused: '当前投标状态不能反馈',
  wonStays: '已中标的投标只能修改中标信息',
  bondPerfLocked: '履约保证金状态已变更，金额不能修改',
  bondQualityLocked: '质量保证金状态已变更，金额不能修改',
  hasDeposits: '该投标已有保证金记录，不能删除',
} as const;
const M = TENDER_MESSAGES;
/** 请选择主平台单位, the project initiation's own message (one text, one key). */
export const MAIN_PLATFORM_MESSAGE = INITIATION_MESSAGES.mainPlatform;

/** Spec 2 §5, §9: review files up to 6, the tender and bid documents one each (the `tender` upload kind: 100 MB). */
export const TENDER_LIMITS = { name: 100, purchasingCode: 100, text: 100, remark: 200, reviewFiles: 6, oneFile: 1, winAttach: 6, platforms: 20, reviewers: 20 } as const;

/** A feedback's outcome choices (bdzt): 5 not won (may re-bid), 7 won (platform unit), 8 won (other unit). */
export const FEEDBACK_STATUSES = [TENDER_STATUS.lost, TENDER_STATUS.wonPlatform, TENDER_STATUS.wonOther] as const;
/** Tenders that take a first feedback: new (4) and re-bid (6); won ones (7, 8) take corrections of it. */
export const FEEDBACK_OPEN: readonly number[] = [TENDER_STATUS.newBid, TENDER_STATUS.rebid];
export const FEEDBACK_WON: readonly number[] = [TENDER_STATUS.wonPlatform, TENDER_STATUS.wonOther];
/** Tenders whose form may still be edited: before any feedback (4) or re-bidding (6). */
export const TENDER_EDITABLE = FEEDBACK_OPEN;

export type UnitType = 'my' | 'other';

export interface Tender {
  id: string;
  tenantId: string;
  code: string;
  purchasingCode: string;
  name: string;
  statusTender: number;
  ownerDeptId: string;
  ownerName: string;
  ownerCode: string;
  tenderAgent: string;
  tenderEndTime: string;
  registFee: string;
  guarantee: string;
  /** 1 paid, 0 unpaid (new 0). */
  hasFee: number;
  paymentDeadline: string;
  refundDate: string;
  chargeUser: string;
  chargeUserName: string;
  ourCompany?: ContractParty;
  mainPlatform?: ContractParty;
  subPlatform: ContractParty[];
  hasBizReview: number;
  bizReviewUser: string;
  bizReviewUserName: string;
  bizReviewFile: ArchiveAttachment[];
  hasTechReview: number;
  unitType: UnitType | '';
  techUnit: string;
  techReviewUser: string[];
  techReviewUserNames: string[];
  techReviewFile: ArchiveAttachment[];
  tenderFile: ArchiveAttachment[];
  bidFile: ArchiveAttachment[];
  remark: string;
  associationProject: string;
  associationProjectName: string;
  createUser: string;
  createUserName: string;
  createTime: string;
  updateTime: string;
  /** The feedback, when given (feedbackTime not blank). */
  feedback?: TenderFeedback;
}

export interface TenderFeedback {
  bidId: string;
  bidName: string;
  bidCode: string;
  statusTender: number;
  winPlatform?: ContractParty;
  winPlatformPt: string;
  winAttach: ArchiveAttachment[];
  bondPerf: string;
  bondPerfStatus: number;
  bondPerfTime1: string;
  bondPerfTime2: string;
  bondQuality: string;
  bondQualityStatus: number;
  bondQualityTime1: string;
  bondQualityTime2: string;
  isRebid: number;
  rebidDate: string;
  remark: string;
  feedbackTime: string;
}

const ID = /^\d{1,32}$/;
const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Optional money ≥ 0 with two decimals up to 9 999 999 999.99; blank is 0.00 (请填写正确的数字 otherwise). */
export const optionalMoney = z.preprocess(
  (v) => (blank(v) ? '0' : String(v).trim()),
  z.string().refine((v) => /^(0|[1-9]\d{0,13})(\.\d{1,2})?$/.test(v) && moneyLte(v, MAX_CONTRACT_AMOUNT), FIELD_MESSAGES.number),
);
/** A 0/1 switch; blank is 0. */
const flag = z.preprocess((v) => (blank(v) ? 0 : v === true ? 1 : v === false ? 0 : v), z.coerce.number().int().min(0).max(1));
/** An optional yyyy-MM-dd HH:mm:ss; blank is ''. */
const optionalTime = z.preprocess((v) => (blank(v) ? '' : v), z.union([z.literal(''), dateTime()]));
const memberId = (message: string) => z.preprocess((v) => (blank(v) ? '' : v), z.string({ error: message }).trim());
const files = (max: number) => z.array(archiveAttachmentSchema).max(max, UPLOAD_MESSAGES.uploadCountExceeded).optional().default([]);

/** A party given as its id alone (what a form's picker holds) becomes { bizId }; a blank one is absent. */
const partyFromId = (v: unknown) => (blank(v) ? undefined : typeof v === 'string' || typeof v === 'number' ? { bizId: String(v) } : v);
/** Several ids comma-joined (a multiple select) become a list. */
const idList = (v: unknown) => (typeof v === 'string' ? v.split(',').map((x) => x.trim()).filter(Boolean) : blank(v) ? [] : v);

const tenderPartyObject = (message: string) =>
  z.object(
    {
      bizId: z.string({ error: message }).trim().regex(/^\d{1,12}$/, message),
      deptName: z.string().trim().max(100).optional().default(''),
      code: z.string().trim().max(64).optional().default(''),
      logo: z.string().trim().max(1000).optional().default(''),
    },
    { error: message },
  );
/** A party {bizId, deptName, code, logo}, or its id alone. */
export const tenderPartySchema = (message: string) => z.preprocess(partyFromId, tenderPartyObject(message));

/** The add and edit form (spec 2 §5 Tender). Status and hasFee on add are the server's (new 4, unpaid 0). */
export const tenderSchema = z
  .object({
    id: z.string().trim().regex(ID).optional(),
    name: requiredText(M.name, TENDER_LIMITS.name, M.name),
    purchasingCode: requiredText(M.purchasingCode, TENDER_LIMITS.purchasingCode, M.purchasingCode),
    code: optionalText(64),
    ownerDeptId: z.preprocess((v) => (blank(v) ? undefined : v), z.string({ error: PROJECT_MESSAGES.owner }).trim().regex(/^\d{1,12}$/, PROJECT_MESSAGES.owner)),
    tenderAgent: optionalText(TENDER_LIMITS.text),
    tenderEndTime: z.preprocess((v) => (blank(v) ? undefined : v), dateTime(M.endTime)),
    registFee: optionalMoney,
    guarantee: optionalMoney,
    hasFee: flag,
    paymentDeadline: optionalTime,
    refundDate: optionalTime,
    chargeUser: memberId(M.chargeUser).pipe(z.string().regex(ID, M.chargeUser)),
    ourCompany: tenderPartySchema(M.ourCompany),
    mainPlatform: tenderPartySchema(INITIATION_MESSAGES.mainPlatform),
    subPlatform: z.preprocess((v) => (Array.isArray(v) ? v : (idList(v) as string[]).map((bizId) => ({ bizId }))), z.array(tenderPartySchema(INITIATION_MESSAGES.mainPlatform)).max(TENDER_LIMITS.platforms)),
    hasBizReview: flag,
    bizReviewUser: memberId(M.bizReviewUser),
    bizReviewFile: files(TENDER_LIMITS.reviewFiles),
    hasTechReview: flag,
    unitType: z.preprocess((v) => (blank(v) ? '' : v), z.enum(['', 'my', 'other'], { error: M.unitType })),
    techUnit: optionalText(TENDER_LIMITS.text),
    techReviewUser: z.preprocess(idList, z.array(z.string().trim().regex(ID, M.techReviewUser)).max(TENDER_LIMITS.reviewers)),
    techReviewFile: files(TENDER_LIMITS.reviewFiles),
    tenderFile: files(TENDER_LIMITS.oneFile),
    bidFile: files(TENDER_LIMITS.oneFile),
    remark: optionalText(TENDER_LIMITS.remark),
    associationProject: z.preprocess((v) => (blank(v) ? '' : v), z.union([z.literal(''), z.string().trim().regex(ID, M.project)])),
  })
  // The reviews' messages show with the basic fields' on the first submit (a refinement is otherwise
  // skipped while any field has an issue); their values may then be unparsed, so each is checked loosely.
  .superRefine((v, ctx) => checkReviews(v, ctx), { when: () => true });
export type TenderInput = z.output<typeof tenderSchema>;

/** A review that applies names its reviewers (ours, or another unit by name) and has its files (spec 2 §5). */
function checkReviews(value: unknown, ctx: z.RefinementCtx): void {
  if (!value || typeof value !== 'object') return;
  const v = value as Record<string, unknown>;
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  const none = (list: unknown) => !Array.isArray(list) || list.length === 0;
  if (v.hasBizReview === 1) {
    if (!ID.test(String(v.bizReviewUser ?? ''))) issue('bizReviewUser', M.bizReviewUser);
    if (none(v.bizReviewFile)) issue('bizReviewFile', M.bizReviewFile);
  }
  if (v.hasTechReview === 1) {
    if (blank(v.unitType)) issue('unitType', M.unitType);
    // Our own reviewers are members; another unit's are named by the unit (its people are not ours).
    if (v.unitType === 'my' && none(v.techReviewUser)) issue('techReviewUser', M.techReviewUser);
    if (v.unitType === 'other' && blank(v.techUnit)) issue('techUnit', M.techUnit);
    if (none(v.techReviewFile)) issue('techReviewFile', M.techReviewFile);
  }
}

/** What a review that does not apply keeps: nothing (its reviewers and files are dropped on the server). */
export function withoutUnusedReviews(v: TenderInput): TenderInput {
  const out = { ...v };
  if (out.hasBizReview !== 1) Object.assign(out, { bizReviewUser: '', bizReviewFile: [] });
  if (out.hasTechReview !== 1) Object.assign(out, { unitType: '', techUnit: '', techReviewUser: [], techReviewFile: [] });
  else if (out.unitType === 'my') out.techUnit = '';
  else out.techReviewUser = [];
  return out;
}

/** Spec 2 §5 Bid feedback. `bidId` (the spec's name) or `id` names the tender. */
export const feedbackSchema = z.preprocess(
  (v) => (v && typeof v === 'object' && !Array.isArray(v) ? { ...v, id: (v as Record<string, unknown>).id ?? (v as Record<string, unknown>).bidId } : v),
  z
    .object({
      id: z.string({ error: M.notFound }).trim().regex(ID, M.notFound),
      statusTender: z.preprocess((v) => (blank(v) ? undefined : v), z.coerce.number({ error: M.feedbackStatus }).refine((n) => (FEEDBACK_STATUSES as readonly number[]).includes(n), M.feedbackStatus)),
      winPlatform: z.preprocess(partyFromId, tenderPartyObject(M.winPlatform).optional()),
      winPlatformPt: optionalText(TENDER_LIMITS.text),
      winAttach: files(TENDER_LIMITS.winAttach),
      bondPerf: optionalMoney,
      bondPerfTime1: optionalTime,
      bondPerfTime2: optionalTime,
      bondQuality: optionalMoney,
      bondQualityTime1: optionalTime,
      bondQualityTime2: optionalTime,
      isRebid: flag,
      rebidDate: optionalTime,
      remark: optionalText(TENDER_LIMITS.remark),
    })
    // The winner's messages show with the other fields' at once, as the tender form's reviews do.
    .superRefine((v, ctx) => checkWinner(v, ctx), { when: () => true }),
);
export type FeedbackInput = z.output<typeof feedbackSchema>;

/** The winner by result (a platform unit for 7, a name for 8, the award attachment for both) and the re-bid date for 5. */
function checkWinner(value: unknown, ctx: z.RefinementCtx): void {
  if (!value || typeof value !== 'object') return;
  const v = value as Record<string, unknown>;
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (v.statusTender === TENDER_STATUS.wonPlatform && !v.winPlatform) issue('winPlatform', M.winPlatform);
  if (v.statusTender === TENDER_STATUS.wonOther && blank(v.winPlatformPt)) issue('winPlatformPt', M.winPlatformPt);
  if (FEEDBACK_WON.includes(v.statusTender as number) && (!Array.isArray(v.winAttach) || v.winAttach.length === 0)) issue('winAttach', M.winAttach);
  if (v.statusTender === TENDER_STATUS.lost && v.isRebid === 1 && blank(v.rebidDate)) issue('rebidDate', M.rebidDate);
}

/**
 * The tender's status after a feedback (spec 2 §4 bdzt), or the message refusing it: a new (4) or
 * re-bid (6) tender takes 5, 7 or 8, and "not won" with a re-bid goes to 6; a won tender (7, 8) takes
 * corrections that keep it won; a lost one (5, no re-bid) is closed.
 */
export function feedbackOutcome(current: number, input: Pick<FeedbackInput, 'statusTender' | 'isRebid'>): { status: number } | { refused: string } {
  if (FEEDBACK_WON.includes(current)) return FEEDBACK_WON.includes(input.statusTender) ? { status: input.statusTender } : { refused: M.wonStays };
  if (!FEEDBACK_OPEN.includes(current)) return { refused: M.feedbackRefused };
  return { status: input.statusTender === TENDER_STATUS.lost && input.isRebid === 1 ? TENDER_STATUS.rebid : input.statusTender };
}

/** A bond's amount may change only while its status is 0 (not paid): the message when a change is refused. */
export function bondLocked(kind: 'perf' | 'quality', status: number, stored: string, wanted: string): string | undefined {
  if (status === 0 || moneyLte(stored, wanted) && moneyLte(wanted, stored)) return undefined;
  return kind === 'perf' ? M.bondPerfLocked : M.bondQualityLocked;
}

/** What a feedback keeps of the winner and bonds for its status: nothing of a winner that does not apply. */
export function feedbackColumnsFor(v: FeedbackInput): FeedbackInput {
  const out = { ...v };
  if (v.statusTender !== TENDER_STATUS.wonPlatform) out.winPlatform = undefined;
  if (v.statusTender !== TENDER_STATUS.wonOther) out.winPlatformPt = '';
  if (v.statusTender !== TENDER_STATUS.lost) Object.assign(out, { isRebid: 0, rebidDate: '' });
  else if (v.isRebid !== 1) out.rebidDate = '';
  return out;
}

export const tenderPageQuerySchema = pageQuerySchema.extend({
  name: z.string().trim().max(100).optional(),
  purchasingCode: z.string().trim().max(100).optional(),
  statusTender: z.coerce.number().int().min(4).max(8).optional().or(z.literal('')),
  ownerDeptId: z.string().trim().max(12).optional(),
  ownerName: z.string().trim().max(100).optional(),
  chargeUser: z.string().trim().max(32).optional(),
  tenderEndTimeFrom: z.string().trim().max(19).optional(),
  tenderEndTimeTo: z.string().trim().max(19).optional(),
});
export type TenderPageQuery = z.input<typeof tenderPageQuerySchema>;
