/**
 * contract/bid-preparation/* and contract/bid-feedback/* (spec 2 §7 "Tenders and feedback"; issue 17):
 * the organisation's tenders (its own rows, not under a contract) and their feedback. Add makes a new
 * bid (4, fee unpaid 0); edit is allowed before any feedback (4) and while re-bidding (6); feedback is
 * a further write of the same row that moves the status (feedbackOutcome) under the row's lock, so two
 * feedbacks of one tender are serialised and a bond's amount cannot change once its status is not 0.
 */
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import { financeTenderEndpoints as e } from '@shared/api/financeTenderEndpoints';
import type { ContractParty } from '@shared/domain/contract';
import { fromFen, toFen } from '@shared/domain/contractMoney';
import { TENDER_STATUS } from '@shared/domain/finance';
import { FINANCE_SCREENS, TENDER_BUTTONS } from '@shared/domain/financeButtons';
import {
  bondLocked,
  feedbackOutcome,
  feedbackSchema,
  TENDER_EDITABLE,
  TENDER_MESSAGES as M,
  tenderPageQuerySchema,
  tenderSchema,
  type FeedbackInput,
  type Tender,
  type TenderFeedback,
  type TenderInput,
  type UnitType,
} from '@shared/domain/financeTender';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import type { FinanceTenderTable } from '../../db/schema-finance';
import { timestamp } from '../../db/time';
import { creatorName, dayRange, equals, like, registerResource, type ResourceDeclaration } from '../../http/crud';
import { screenApp } from '../../http/screenGrants';
import { HttpError } from '../../http/errors';
import { lockRow } from '../../finance/lockRow';
import { readAttachments } from '../project/archiveRows';
import { resolveFeedback, resolveTender, type ResolvedTender } from './tenderRules';

export type TenderRow = Selectable<FinanceTenderTable> & { create_user_name?: string | null };

const party = (text: string): ContractParty | undefined => {
  try {
    const p: unknown = JSON.parse(text || 'null');
    return p && typeof p === 'object' && !Array.isArray(p) ? (p as ContractParty) : undefined;
  } catch {
    return undefined;
  }
};
const list = <T>(text: string): T[] => {
  try {
    const p: unknown = JSON.parse(text || '[]');
    return Array.isArray(p) ? (p as T[]) : [];
  } catch {
    return [];
  }
};

export function toFeedback(row: TenderRow): TenderFeedback {
  return {
    bidId: row.id,
    bidName: row.name,
    bidCode: row.code,
    statusTender: Number(row.status_tender),
    winPlatform: party(row.win_platform),
    winPlatformPt: row.win_platform_pt,
    winAttach: readAttachments(row.win_attach),
    bondPerf: fromFen(row.bond_perf),
    bondPerfStatus: Number(row.bond_perf_status),
    bondPerfTime1: row.bond_perf_time1,
    bondPerfTime2: row.bond_perf_time2,
    bondQuality: fromFen(row.bond_quality),
    bondQualityStatus: Number(row.bond_quality_status),
    bondQualityTime1: row.bond_quality_time1,
    bondQualityTime2: row.bond_quality_time2,
    isRebid: Number(row.is_rebid),
    rebidDate: row.rebid_date,
    remark: row.feedback_remark,
    feedbackTime: row.feedback_time,
  };
}

export function toTender(row: TenderRow): Tender {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    code: row.code,
    purchasingCode: row.purchasing_code,
    name: row.name,
    statusTender: Number(row.status_tender),
    ownerDeptId: row.owner_dept_id,
    ownerName: row.owner_name,
    ownerCode: row.owner_code,
    tenderAgent: row.tender_agent,
    tenderEndTime: row.tender_end_time,
    registFee: fromFen(row.regist_fee),
    guarantee: fromFen(row.guarantee),
    hasFee: Number(row.has_fee),
    paymentDeadline: row.payment_deadline,
    refundDate: row.refund_date,
    chargeUser: row.charge_user,
    chargeUserName: '',
    ourCompany: party(row.our_company),
    mainPlatform: party(row.main_platform),
    subPlatform: list<ContractParty>(row.sub_platform),
    hasBizReview: Number(row.has_biz_review),
    bizReviewUser: row.biz_review_user,
    bizReviewUserName: '',
    bizReviewFile: readAttachments(row.biz_review_file),
    hasTechReview: Number(row.has_tech_review),
    unitType: (row.unit_type === 'my' || row.unit_type === 'other' ? row.unit_type : '') as UnitType | '',
    techUnit: row.tech_unit,
    techReviewUser: list<string>(row.tech_review_user),
    techReviewUserNames: [],
    techReviewFile: readAttachments(row.tech_review_file),
    tenderFile: readAttachments(row.tender_file),
    bidFile: readAttachments(row.bid_file),
    remark: row.remark,
    associationProject: row.association_project,
    associationProjectName: '',
    createUser: row.create_user,
    createUserName: row.create_user_name ?? '',
    createTime: row.create_time,
    updateTime: row.update_time,
    feedback: row.feedback_time ? toFeedback(row) : undefined,
  };
}

/** The people's and the project's names, looked up once per answer. */
async function enrich(db: Executor, rows: readonly TenderRow[]): Promise<(t: Tender) => Tender> {
  const userIds = [...new Set(rows.flatMap((r) => [r.charge_user, r.biz_review_user, ...list<string>(r.tech_review_user)]).filter(Boolean))];
  const projectIds = [...new Set(rows.map((r) => r.association_project).filter(Boolean))];
  const users = new Map((userIds.length ? await db.selectFrom('app_user').select(['id', 'real_name']).where('id', 'in', userIds).execute() : []).map((u) => [u.id, u.real_name]));
  const projects = new Map((projectIds.length ? await db.selectFrom('project').select(['id', 'name']).where('id', 'in', projectIds).execute() : []).map((p) => [p.id, p.name]));
  return (t) => ({
    ...t,
    chargeUserName: users.get(t.chargeUser) ?? '',
    bizReviewUserName: users.get(t.bizReviewUser) ?? '',
    techReviewUserNames: t.techReviewUser.map((id) => users.get(id) ?? ''),
    associationProjectName: projects.get(t.associationProject) ?? '',
  });
}

function columns(i: ResolvedTender): Record<string, unknown> {
  return {
    name: i.name,
    purchasing_code: i.purchasingCode,
    code: i.code,
    owner_dept_id: i.ownerDeptId,
    owner_name: i.ownerName,
    owner_code: i.ownerCode,
    tender_agent: i.tenderAgent,
    tender_end_time: i.tenderEndTime,
    regist_fee: toFen(i.registFee),
    guarantee: toFen(i.guarantee),
    payment_deadline: i.paymentDeadline,
    refund_date: i.refundDate,
    charge_user: i.chargeUser,
    our_company: JSON.stringify(i.ourCompany),
    main_platform: JSON.stringify(i.mainPlatform),
    sub_platform: JSON.stringify(i.subPlatform),
    has_biz_review: i.hasBizReview,
    biz_review_user: i.bizReviewUser,
    biz_review_file: JSON.stringify(i.bizReviewFile),
    has_tech_review: i.hasTechReview,
    unit_type: i.unitType,
    tech_unit: i.techUnit,
    tech_review_user: JSON.stringify(i.techReviewUser),
    tech_review_file: JSON.stringify(i.techReviewFile),
    tender_file: JSON.stringify(i.tenderFile),
    bid_file: JSON.stringify(i.bidFile),
    remark: i.remark,
    association_project: i.associationProject,
  };
}

async function beforeWrite(trx: Executor, input: TenderInput, caller: Parameters<typeof resolveTender>[1], existing: TenderRow | undefined): Promise<void> {
  if (existing) {
    // The row's lock serialises an edit with a feedback of the same tender.
    const locked = await lockRow<TenderRow>(trx, 'finance_tender', caller.tenantId, existing.id, M.notFound);
    if (!TENDER_EDITABLE.includes(Number(locked.status_tender))) throw new HttpError(400, M.editAfterFeedback);
  }
  Object.assign(input, await resolveTender(trx, caller, input));
}

/** The feedback's checks on the locked row: the status rule, then the bonds whose status is no longer 0. */
async function beforeFeedback(trx: Executor, input: FeedbackInput & { nextStatus?: number }, caller: Parameters<typeof resolveTender>[1], existing: TenderRow | undefined): Promise<void> {
  const row = await lockRow<TenderRow>(trx, 'finance_tender', caller.tenantId, existing?.id, M.notFound);
  const outcome = feedbackOutcome(Number(row.status_tender), input);
  if ('refused' in outcome) throw new HttpError(400, outcome.refused);
  Object.assign(input, await resolveFeedback(trx, caller, input), { nextStatus: outcome.status });
  const perf = bondLocked('perf', Number(row.bond_perf_status), fromFen(row.bond_perf), input.bondPerf);
  const quality = bondLocked('quality', Number(row.bond_quality_status), fromFen(row.bond_quality), input.bondQuality);
  if (perf || quality) throw new HttpError(400, (perf ?? quality) as string);
}

/**
 * A tender its bid deposits name stays: removing several removes none when one has a deposit. The
 * tenders are locked first (ids ascending) and a deposit's write locks its tender too (deposits.ts), so
 * a deposit added meanwhile is either seen here or refused there (投标项目 gone).
 */
async function refuseWithDeposits(trx: Executor, tenantId: string, ids: string[]): Promise<void> {
  for (const id of [...ids].sort()) await lockRow(trx, 'finance_tender', tenantId, id, M.notFound);
  const deposit = await trx.selectFrom('finance_deposit').select('id').where('tenant_id', '=', tenantId).where('bid_id', 'in', ids).executeTakeFirst();
  if (deposit) throw new HttpError(400, M.hasDeposits);
}

function feedbackUpdate(input: FeedbackInput & { nextStatus?: number }): Record<string, unknown> {
  // The bonds' statuses are never the client's: they stay as stored (0 on a first feedback).
  return {
    status_tender: input.nextStatus ?? input.statusTender,
    win_platform: input.winPlatform ? JSON.stringify(input.winPlatform) : '',
    win_platform_pt: input.winPlatformPt,
    win_attach: JSON.stringify(input.winAttach),
    bond_perf: toFen(input.bondPerf),
    bond_perf_time1: input.bondPerfTime1,
    bond_perf_time2: input.bondPerfTime2,
    bond_quality: toFen(input.bondQuality),
    bond_quality_time1: input.bondQualityTime1,
    bond_quality_time2: input.bondQualityTime2,
    is_rebid: input.isRebid,
    rebid_date: input.rebidDate,
    feedback_remark: input.remark,
    feedback_time: timestamp(),
  };
}

export const tenderDeclaration: ResourceDeclaration<TenderRow, Tender, TenderInput> = {
  table: 'finance_tender',
  name: 'finance-tender',
  notFound: M.notFound,
  creator: true,
  columns: { createDept: true, updateTime: true },
  buttons: { add: TENDER_BUTTONS.add, edit: TENDER_BUTTONS.edit, remove: TENDER_BUTTONS.remove },
  endpoints: { page: e.page, detail: e.detail, submit: e.submit, remove: e.remove },
  schemas: { page: tenderPageQuerySchema, submit: tenderSchema },
  filters: {
    name: like('name'),
    purchasingCode: like('purchasing_code'),
    statusTender: equals('status_tender'),
    ownerDeptId: equals('owner_dept_id'),
    ownerName: like('owner_name'),
    chargeUser: equals('charge_user'),
    chargeUserName: creatorName('charge_user'),
    tenderEndTime: dayRange('tender_end_time'),
  },
  sort: { columns: { tenderEndTime: 'tender_end_time', guarantee: 'guarantee' }, default: [['create_time', 'desc']] },
  toRecord: toTender,
  enrich,
  beforeWrite,
  removeDependents: refuseWithDeposits,
  // A new bid (4) whose fee is not paid yet (0).
  toInsert: (input) => ({ ...columns(input as ResolvedTender), status_tender: TENDER_STATUS.newBid, has_fee: 0 }),
  toUpdate: (input) => ({ ...columns(input as ResolvedTender), has_fee: input.hasFee }),
  updates: [{ endpoint: e.feedback, schema: feedbackSchema, button: TENDER_BUTTONS.feedback, beforeWrite: beforeFeedback, toUpdate: feedbackUpdate }],
};

export function registerTenderRoutes(outer: FastifyInstance, ctx: AppContext): void {
  const app = screenApp(outer, ctx, FINANCE_SCREENS.tender);
  registerResource(app, ctx, tenderDeclaration);
  // The spec's `/{id}?tenantId` (rows are the caller's organisation's whatever tenantId says).
  registerResource(app, ctx, {
    ...tenderDeclaration,
    endpoints: { detail: e.detailOf },
    schemas: { detail: z.object({ id: z.string().trim().regex(/^\d{1,32}$/, M.notFound) }) },
    updates: undefined,
  });
  registerResource(app, ctx, {
    ...tenderDeclaration,
    endpoints: { detail: e.feedbackDetail },
    schemas: {},
    toRecord: toFeedback,
    enrich: undefined,
    updates: undefined,
  } as ResourceDeclaration<TenderRow, TenderFeedback>);
}
