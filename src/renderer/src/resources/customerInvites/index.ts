import { endpoints } from '@shared/api/endpoints';
import type { BizAttention } from '@shared/domain/bizAttention';
import { looseT } from '../../crud/looseT';
import type { ReadOnlyResourceDescriptor } from '../../crud/types';

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
    { key: 'orgCategory', render: (r) => looseT(`orgCategories.${r.orgCategory}`) },
    { key: 'frameworkAgreement', render: (r) => looseT(`resources.customerInvites.agreement.${r.frameworkAgreement}`) },
    { key: 'createTime', width: 170 },
  ],
  search: [{ name: 'compName', kind: 'text' }],
};
