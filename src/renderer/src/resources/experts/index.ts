import { expertEndpoints } from '@shared/api/expertEndpoints';
import { EXPERT_STATUS } from '@shared/domain/expertCert';
import { expertDecisionSchema, expertInfoSchema, type ExpertApplication, type ExpertInfo } from '@shared/domain/expertReview';
import { EXPERT_BUTTONS } from '@shared/domain/projectButtons';
import type { Column, ResourceDescriptor } from '../../crud/types';
import { ExpertFields, InfoFields, ReviewFields } from './Fields';
import { dateColumn } from '../../crud/columns';

const SHOWN = [
  'realName',
  'phone',
  'sex',
  'areaCode',
  'position',
  'educational',
  'university',
  'major',
  'industryName',
  'majorName',
  'certificate',
  'expertStatus',
  'submissionTime',
  'expertPersonName',
  'expertOrgName',
  'expertTime',
  'expertReason',
] as const;
export type ExpertValues = Record<(typeof SHOWN)[number], string>;

/** The expert record's form values: what the organisation kept, or what the certification filled in. */
const infoValues = (i: ExpertInfo) => ({
  no: i.no,
  name: i.name,
  phone: i.phone,
  birthday: i.birthday,
  educational: i.educational,
  degree: i.degree,
  university: i.university,
  major: i.major,
  position: i.position,
  areaCode: i.areaCode,
  addr: i.addr,
});

const only = (records: ExpertApplication[]) => records[0];

/** What each tab shows: pending — what was applied for; certified — who certified; rejected — why. */
export function columnsFor(status: number): Column<ExpertApplication>[] {
  const who: Column<ExpertApplication>[] = [{ key: 'realName', width: 100 }, { key: 'phone', width: 130 }, { key: 'industryName' }, { key: 'majorName' }];
  if (status === EXPERT_STATUS.reviewing) return [...who, { key: 'position', width: 120 }, dateColumn('submissionTime', { width: 170 })];
  if (status === EXPERT_STATUS.rejected) return [...who.slice(0, 2), { key: 'majorName' }, dateColumn('expertTime', { width: 170 }), { key: 'expertReason' }];
  return [...who, { key: 'expertPersonName', width: 100 }, dateColumn('expertTime', { width: 170 })];
}

/**
 * Expert certification review (/project/expert, spec 3 §2 "Expert lists", §5 "Expert review"): the
 * applications to the caller's organisation — certified, pending, rejected (ExpertsPage's tabs) —
 * the application with its certificates (view), the review (pass, or reject with a reason) and the
 * organisation's record of each certified expert.
 */
export const experts: ResourceDescriptor<ExpertApplication, ExpertValues> = {
  name: 'experts',
  endpoints: { page: expertEndpoints.certList, detail: expertEndpoints.listDetail },
  modes: { view: {} },
  rowActions: [
    {
      kind: 'form',
      key: 'review',
      label: 'resources.experts.actions.review',
      permission: EXPERT_BUTTONS.review,
      visible: (r) => r.expertStatus === EXPERT_STATUS.reviewing,
      schema: expertDecisionSchema,
      Fields: ReviewFields,
      initial: () => ({ expertStatus: '', expertReason: '' }),
      endpoint: expertEndpoints.changeStatus,
      params: (values, records) => ({ id: only(records).id, expertStatus: values.expertStatus, expertReason: values.expertReason }),
    },
    {
      kind: 'form',
      key: 'info',
      label: 'resources.experts.actions.info',
      permission: EXPERT_BUTTONS.edit,
      visible: (r) => r.expertStatus === EXPERT_STATUS.certified,
      schema: expertInfoSchema.omit({ userId: true }),
      Fields: InfoFields,
      initial: (records) => infoValues(only(records).info),
      endpoint: expertEndpoints.infoSubmit,
      params: (values, records) => ({ ...values, userId: only(records).id }),
    },
  ],
  // The certified tab's columns; ExpertsPage shows each tab its own (columnsFor).
  columns: columnsFor(EXPERT_STATUS.certified),
  search: [
    { name: 'realName', kind: 'text' },
    { name: 'phone', kind: 'text' },
  ],
  empty: Object.fromEntries(SHOWN.map((k) => [k, ''])) as ExpertValues,
  toValues: (r) => Object.fromEntries(SHOWN.map((k) => [k, r[k] === undefined || r[k] === null ? '' : String(r[k])])) as ExpertValues,
  Fields: ExpertFields,
};
