import { promotionLink, type Promotion } from '@shared/domain/promotion';
import type { DetailDescriptor } from '../../crud/detail/types';
import { RichTextView } from '../../components/RichTextView';
import { promotionLeadsOf, promotions } from './index';

/** /system/promotion/details/{id}: the promotion with its public link, and its sign-ups to follow up. */
export const promotionDetail: DetailDescriptor<Promotion> = {
  resource: promotions,
  title: ['title', 'status'],
  tabs: [
    {
      name: 'leads',
      label: 'resources.promotions.actions.details',
      list: (p) => ({ resource: promotionLeadsOf(p.id), fixedFilters: { promotionId: p.id } }),
    },
    {
      name: 'info',
      label: 'crud.detail.info',
      fields: [
        'startTime',
        'endTime',
        'joinCount',
        'createUserName',
        'createTime',
        { key: 'link', wide: true, render: (p) => promotionLink(window.location.origin, p.id) },
        { key: 'content', wide: true, render: (p) => <RichTextView html={p.content} /> },
      ],
    },
  ],
};
