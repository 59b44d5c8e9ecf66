import { endpoints } from '@shared/api/endpoints';
import { NOTICE_BUTTONS, NOTICE_CATEGORY_DICT, noticeSaveSchema, type Notice } from '@shared/domain/notice';
import { dictColumn } from '../../crud/dictionary';
import { looseT } from '../../crud/looseT';
import type { ResourceDescriptor } from '../../crud/types';
import { shellKeys } from '../../shell/shellQueries';
import { NoticeFields } from './Fields';
import { dateColumn, labelColumn } from '../../crud/columns';

export type NoticeValues = { category: string; title: string; content: string; status: string };

const statusLabel = (status: number) => looseT(`resources.notices.statuses.${status}`);
const schema = noticeSaveSchema.omit({ id: true });

/** Notice management (spec 1 §2, §5): notice/page, save, update, remove; detail is notice/detail. */
export const notices: ResourceDescriptor<Notice, NoticeValues> = {
  name: 'notices',
  // What people read of notices elsewhere: the top bar's unread badge, the marquee, the message centre.
  invalidates: [shellKeys.notices()],
  endpoints: { page: endpoints.noticePage, detail: endpoints.noticeDetail },
  modes: {
    add: { endpoint: endpoints.noticeSave, schema, permission: NOTICE_BUTTONS.add },
    edit: { endpoint: endpoints.noticeUpdate, schema, permission: NOTICE_BUTTONS.edit },
    view: {},
  },
  remove: { endpoint: endpoints.noticeRemove, permission: NOTICE_BUTTONS.remove },
  columns: [
    dictColumn('category', NOTICE_CATEGORY_DICT, { width: 120 }),
    { key: 'title' },
    dateColumn('createTime', { width: 180 }),
    labelColumn('status', 'resources.notices.statuses', [0, 1], { width: 100 }),
  ],
  search: [
    { name: 'category', kind: 'dict', code: NOTICE_CATEGORY_DICT },
    { name: 'title', kind: 'text' },
    { name: 'createTime', kind: 'dateRange', from: 'createTimeFrom', to: 'createTimeTo' },
    {
      name: 'status',
      kind: 'select',
      get options() {
        return ['1', '0'].map((value) => ({ value, label: statusLabel(Number(value)) }));
      },
    },
  ],
  empty: { category: '', title: '', content: '', status: '1' },
  toValues: (r) => ({ category: String(r.category), title: r.title, content: r.content, status: String(r.status) }),
  Fields: NoticeFields,
  // The list as .xlsx (crud/actions/excel): whoever sees the list may export what it shows.
  excel: {
    fileName: 'resources.notices.name',
    columns: [
      { key: 'category', dict: NOTICE_CATEGORY_DICT },
      { key: 'title', width: 40 },
      { key: 'createTime', kind: 'date', width: 20 },
      { key: 'status', options: ['1', '0'].map((value) => ({ value, label: `resources.notices.statuses.${value}` })) },
    ],
    export: {},
  },
};
