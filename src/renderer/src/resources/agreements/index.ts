import { partnerEndpoints } from '@shared/api/partnerEndpoints';
import type { PartnerAgreement } from '@shared/domain/agreement';
import { PARTNER_CATEGORIES } from '@shared/domain/bizAttention';
import { dictColumn } from '../../crud/dictionary';
import { looseT } from '../../crud/looseT';
import type { ReadOnlyResourceDescriptor } from '../../crud/types';

/** /organization/agreement (spec 3 §2 agreement list): the partners' framework agreements, read-only. */
export const agreements: ReadOnlyResourceDescriptor<PartnerAgreement> = {
  name: 'agreements',
  readOnly: true,
  endpoints: { page: partnerEndpoints.agreementPage },
  columns: [
    { key: 'compName', width: 220 },
    { key: 'orgCategory', width: 100, render: (r) => looseT(`orgCategories.${r.orgCategory}`) },
    { key: 'name' },
    dictColumn('status', 'xyzt', { width: 100 }),
    { key: 'signTime', width: 165 },
    { key: 'expireTime', width: 165 },
  ],
  search: [
    { name: 'compName', kind: 'text' },
    {
      name: 'orgCategory',
      kind: 'select',
      get options() {
        return PARTNER_CATEGORIES.map((value) => ({ value, label: looseT(`orgCategories.${value}`) }));
      },
    },
    { name: 'status', kind: 'dict', code: 'xyzt' },
  ],
};
