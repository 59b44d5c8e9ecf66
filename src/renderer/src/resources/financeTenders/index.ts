import { financeTenderEndpoints as e } from '@shared/api/financeTenderEndpoints';
import { TENDER_BUTTONS as B } from '@shared/domain/financeButtons';
import { FEEDBACK_OPEN, FEEDBACK_WON, feedbackSchema, TENDER_EDITABLE, tenderSchema, type Tender } from '@shared/domain/financeTender';
import type { FieldValues } from 'react-hook-form';
import { looseT } from '../../crud/looseT';
import type { Column, ResourceDescriptor, SearchField } from '../../crud/types';
import { toFieldFiles } from '../projectArchives/attachments';
import { FeedbackFields, feedbackValues } from './FeedbackFields';
import { TenderFields } from './Fields';
import { labelColumn, moneyColumn } from '../../crud/columns';

const statusLabel = (status: number) => looseT(`resources.financeTenders.statuses.${status}`);

const EMPTY: FieldValues = {
  name: '',
  purchasingCode: '',
  ownerDeptId: '',
  ownerName: '',
  tenderEndTime: '',
  chargeUser: '',
  chargeUserName: '',
  ourCompany: '',
  mainPlatform: '',
  mainPlatformName: '',
  subPlatform: '',
  tenderAgent: '',
  registFee: '',
  guarantee: '',
  hasFee: '0',
  paymentDeadline: '',
  refundDate: '',
  associationProject: '',
  associationProjectName: '',
  hasBizReview: '0',
  bizReviewUser: '',
  bizReviewUserName: '',
  bizReviewFile: [],
  hasTechReview: '0',
  unitType: '',
  techUnit: '',
  techReviewUser: '',
  techReviewFile: [],
  tenderFile: [],
  bidFile: [],
  remark: '',
};

/** The form's values of a tender: ids for the pickers (their names beside them), files as the upload field holds them. */
const toValues = (t: Tender): FieldValues => ({
  name: t.name,
  purchasingCode: t.purchasingCode,
  ownerDeptId: t.ownerDeptId,
  ownerName: t.ownerName,
  tenderEndTime: t.tenderEndTime,
  chargeUser: t.chargeUser,
  chargeUserName: t.chargeUserName,
  ourCompany: t.ourCompany?.bizId ?? '',
  mainPlatform: t.mainPlatform?.bizId ?? '',
  mainPlatformName: t.mainPlatform?.deptName ?? '',
  subPlatform: t.subPlatform.map((p) => p.bizId).join(','),
  tenderAgent: t.tenderAgent,
  registFee: t.registFee,
  guarantee: t.guarantee,
  hasFee: String(t.hasFee),
  paymentDeadline: t.paymentDeadline,
  refundDate: t.refundDate,
  associationProject: t.associationProject,
  associationProjectName: t.associationProjectName,
  hasBizReview: String(t.hasBizReview),
  bizReviewUser: t.bizReviewUser,
  bizReviewUserName: t.bizReviewUserName,
  bizReviewFile: toFieldFiles(t.bizReviewFile),
  hasTechReview: String(t.hasTechReview),
  unitType: t.unitType,
  techUnit: t.techUnit,
  techReviewUser: t.techReviewUser.join(','),
  techReviewFile: toFieldFiles(t.techReviewFile),
  tenderFile: toFieldFiles(t.tenderFile),
  bidFile: toFieldFiles(t.bidFile),
  remark: t.remark,
});

const columns: Column<Tender>[] = [
  { key: 'name', width: 200 },
  { key: 'purchasingCode', width: 130 },
  { key: 'ownerName', width: 180 },
  labelColumn('statusTender', 'resources.financeTenders.statuses', [4, 5, 6, 7, 8], { width: 130 }),
  { key: 'tenderEndTime', width: 170 },
  { key: 'chargeUserName', width: 110 },
  { key: 'mainPlatform', width: 180, exportAs: { part: 'deptName' }, render: (r) => r.mainPlatform?.deptName ?? '' },
  moneyColumn('guarantee', { width: 130 }),
  labelColumn('hasFee', 'resources.financeTenders.fee', [1, 0], { width: 100 }),
  { key: 'createTime', width: 170 },
];

const search: SearchField[] = [
  { name: 'name', kind: 'text' },
  { name: 'purchasingCode', kind: 'text' },
  {
    name: 'statusTender',
    kind: 'select',
    get options() {
      return [4, 5, 6, 7, 8].map((n) => ({ value: String(n), label: statusLabel(n) }));
    },
  },
  { name: 'ownerName', kind: 'text' },
  { name: 'chargeUserName', kind: 'text' },
  { name: 'tenderEndTime', kind: 'dateRange', from: 'tenderEndTimeFrom', to: 'tenderEndTimeTo' },
];

/**
 * Tenders (spec 2 §2, §5; /finance/tender): add, edit before feedback (4) or while re-bidding (6),
 * view with the feedback, remove (administrators), and the feedback dialog (tender_feedback) for a
 * new or re-bidding tender, or to correct a won one.
 */
export const financeTenders: ResourceDescriptor<Tender, FieldValues> = {
  name: 'financeTenders',
  endpoints: { page: e.page, detail: e.detail },
  modes: {
    add: { endpoint: e.submit, schema: tenderSchema, permission: B.add },
    edit: { endpoint: e.submit, schema: tenderSchema, permission: B.edit, visible: (t) => TENDER_EDITABLE.includes(t.statusTender) },
    view: {},
  },
  remove: { endpoint: e.remove, permission: B.remove },
  rowActions: [
    {
      kind: 'form',
      key: 'feedback',
      label: 'resources.financeTenders.actions.feedback',
      permission: B.feedback,
      visible: (t) => FEEDBACK_OPEN.includes(t.statusTender) || FEEDBACK_WON.includes(t.statusTender),
      schema: feedbackSchema,
      Fields: FeedbackFields,
      initial: ([t]) => feedbackValues(t),
      endpoint: e.feedback,
      params: (values, [t]) => ({ ...values, id: t.id, bidId: t.id }),
      testId: 'tender-feedback',
    },
  ],
  columns,
  search,
  empty: EMPTY,
  toValues,
  Fields: TenderFields,
};
