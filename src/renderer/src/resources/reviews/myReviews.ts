import { reviewEndpoints } from '@shared/api/reviewEndpoints';
import { OPINION_BUTTONS } from '@shared/domain/projectButtons';
import { reviewOpinionSchema, type MyReview } from '@shared/domain/review';
import { MESSAGES } from '@shared/messages';
import { createElement } from 'react';
import { dictColumn } from '../../crud/dictionary';
import { looseT } from '../../crud/looseT';
import type { ResourceDescriptor } from '../../crud/types';
import { AttachCell } from './AttachCell';
import { MyReviewFields, OpinionFields } from './OpinionFields';
import { dateColumn, optionLabels } from '../../crud/columns';

type MyReviewValues = Record<string, unknown>;
const opinionForm = reviewOpinionSchema;

/**
 * /project/my-review: the review files assigned to the signed-in person, whichever organisation
 * they belong to (matched by user id on the server), with the opinion form. Files of a shut-down
 * plan or archived take no opinion (the server says so too).
 */
export const myReviews: ResourceDescriptor<MyReview, MyReviewValues> = {
  name: 'myReviews',
  endpoints: { page: reviewEndpoints.myReviews },
  modes: {},
  rowActions: [
    {
      kind: 'form',
      key: 'opinion',
      label: 'resources.myReviews.actions.opinion',
      permission: OPINION_BUTTONS.submit,
      visible: (r) => r.isArchive === 0 && r.planStatus === 1,
      schema: opinionForm,
      Fields: OpinionFields,
      initial: (records) => ({ fileId: records[0].fileId, hasOpinion: records[0].hasOpinion === null ? '' : String(records[0].hasOpinion), attach: [], remark: records[0].opinionRemark }),
      endpoint: reviewEndpoints.opinionSubmit,
      params: (values) => values,
      success: MESSAGES.created,
    },
  ],
  // What the expert acts on first (the file, the date, whether their opinion is in); the rest scrolls.
  columns: [
    { key: 'fileName', width: 150 },
    { key: 'attach', width: 160, exportAs: { part: 'name' }, render: (r) => createElement(AttachCell, { attach: r.attach }) },
    {
      key: 'opinionGiven',
      width: 90,
      // A closed review (archived, plan ended) shows 已关闭 whatever the flag; the export writes the flag's label.
      exportAs: optionLabels({ 0: 'resources.myReviews.opinionGiven.0', 1: 'resources.myReviews.opinionGiven.1' }),
      render: (r) => (r.isArchive === 1 || r.planStatus === 0 ? looseT('resources.myReviews.closed') : looseT(`resources.myReviews.opinionGiven.${r.opinionGiven}`)),
    },
    dateColumn('planFinishTime', { width: 150 }),
    { key: 'projectName', width: 160 },
    dictColumn('phaseKey', 'xmjd', { width: 90 }),
    { key: 'orgName', width: 170 },
    { key: 'reviewRequire', width: 200 },
  ],
  search: [
    { name: 'fileName', kind: 'text' },
    {
      name: 'opinionGiven',
      kind: 'select',
      get options() {
        return ['0', '1'].map((value) => ({ value, label: looseT(`resources.myReviews.opinionGiven.${value}`) }));
      },
    },
  ],
  empty: {},
  toValues: () => ({}),
  Fields: MyReviewFields,
};
