import { endpoints } from '@shared/api/endpoints';
import { feedbackEndpoints } from '@shared/api/feedbackEndpoints';
import { FEEDBACK_STATUS_DICT, feedbackStatusFormSchema, type Feedback } from '@shared/domain/feedback';
import { dictColumn } from '../../crud/dictionary';
import { looseT } from '../../crud/looseT';
import type { ResourceDescriptor } from '../../crud/types';
import { FeedbackFields } from './Fields';
import { dateColumn, labelColumn } from '../../crud/columns';

export type FeedbackValues = {
  type: string;
  title: string;
  require: string;
  opinion: string;
  phone: string;
  file: string;
  status: string;
  remark: string;
  createUserName: string;
  createTime: string;
  status1: string;
};

const typeLabel = (type: number) => looseT(`resources.feedback.types.${type}`);

/**
 * Feedback management (spec 1 §3): the organisation's feedback, viewed, removed, and its status
 * updated (the "edit" of this resource). Feedback is added from the top bar's drawer, not here.
 */
export const feedback: ResourceDescriptor<Feedback, FeedbackValues> = {
  name: 'feedback',
  endpoints: { page: endpoints.feedbackList, detail: feedbackEndpoints.feedbackDetail },
  // No add mode: feedback comes from the top bar's drawer. Its "edit" is the status update.
  modes: {
    view: {},
    edit: { endpoint: feedbackEndpoints.feedbackUpdateStatus, schema: feedbackStatusFormSchema, title: 'feedbackAdmin.updateStatus', label: 'feedbackAdmin.updateStatus' },
  },
  remove: { endpoint: endpoints.feedbackRemove },
  columns: [
    labelColumn('type', 'resources.feedback.types', [1, 2, 3], { width: 120 }),
    { key: 'title' },
    dictColumn('status', FEEDBACK_STATUS_DICT, { width: 110 }),
    { key: 'createUserName', width: 120 },
    dateColumn('createTime', { width: 180 }),
  ],
  search: [
    {
      name: 'type',
      kind: 'select',
      get options() {
        return ['1', '2', '3'].map((value) => ({ value, label: typeLabel(Number(value)) }));
      },
    },
    { name: 'status', kind: 'dict', code: FEEDBACK_STATUS_DICT },
    { name: 'title', kind: 'text' },
  ],
  empty: { type: '', title: '', require: '', opinion: '', phone: '', file: '', status: '', remark: '', createUserName: '', createTime: '', status1: '' },
  toValues: (r) => ({
    type: String(r.type),
    title: r.title,
    require: r.require,
    opinion: r.opinion,
    phone: r.phone,
    file: r.file,
    status: String(r.status),
    remark: r.remark,
    createUserName: r.createUserName,
    createTime: r.createTime,
    status1: String(r.status),
  }),
  Fields: FeedbackFields,
};
