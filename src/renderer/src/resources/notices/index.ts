import { endpoints } from '@shared/api/endpoints';
import { NOTICE_BUTTONS, noticeSaveSchema, type Notice } from '@shared/domain/notice';
import { looseT } from '../../crud/looseT';
import type { ResourceDescriptor } from '../../crud/types';
import { shellKeys } from '../../shell/shellQueries';
import { NoticeFields } from './Fields';

export type NoticeValues = { category: string; title: string; content: string; status: string };

const statusLabel = (status: number) => looseT(`resources.notices.statuses.${status}`);

/** Notice management (spec 1 §2, §5): notice/page, save, update, remove; detail is notice/detail. */
export const notices: ResourceDescriptor<Notice, NoticeValues> = {
  name: 'notices',
  // What people read of notices elsewhere: the top bar's unread badge, the marquee, the message centre.
  invalidates: [shellKeys.notices()],
  endpoints: { page: endpoints.noticePage, detail: endpoints.noticeDetail, submit: endpoints.noticeSave, update: endpoints.noticeUpdate, remove: endpoints.noticeRemove },
  permissions: NOTICE_BUTTONS,
  columns: [
    { key: 'category', width: 120, render: (r) => looseT(`resources.notices.categories.${r.category}`) },
    { key: 'title' },
    { key: 'createTime', width: 180 },
    { key: 'status', width: 100, render: (r) => statusLabel(r.status) },
  ],
  search: [
    {
      name: 'category',
      kind: 'select',
      get options() {
        return ['1', '2', '3'].map((value) => ({ value, label: looseT(`resources.notices.categories.${value}`) }));
      },
    },
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
  schema: () => noticeSaveSchema.omit({ id: true }),
  empty: { category: '', title: '', content: '', status: '1' },
  toValues: (r) => ({ category: String(r.category), title: r.title, content: r.content, status: String(r.status) }),
  Fields: NoticeFields,
};
