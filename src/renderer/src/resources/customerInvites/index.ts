import { endpoints } from '@shared/api/endpoints';
import type { BizAttention } from '@shared/domain/bizAttention';
import type { ReadOnlyResourceDescriptor } from '../../crud/types';
import { dateColumn, labelColumn } from '../../crud/columns';
import { ORG_CATEGORY_CODES } from '@shared/domain/organisation';

/** Spec 1 §6: the invite list shows technology companies (orgCategory kj) in normal standing (status 1). */
export const INVITE_FILTER = { orgCategory: 'kj', status: '1' } as const;

/** /customer/invite: the technology companies the organisation looks after, read-only. */
export const customerInvites: ReadOnlyResourceDescriptor<BizAttention> = {
  name: 'customerInvites',
  readOnly: true,
  endpoints: { page: endpoints.bizAttentionList },
  columns: [
    { key: 'compName', width: 280 },
    { key: 'code' },
    labelColumn('orgCategory', 'orgCategories', ORG_CATEGORY_CODES),
    labelColumn('frameworkAgreement', 'resources.customerInvites.agreement', [0, 1, 2]),
    dateColumn('createTime', { width: 170 }),
  ],
  search: [{ name: 'compName', kind: 'text' }],
};
