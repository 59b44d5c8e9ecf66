import { partnerEndpoints } from '@shared/api/partnerEndpoints';
import type { PartnerAgreement } from '@shared/domain/agreement';
import { PARTNER_CATEGORIES } from '@shared/domain/bizAttention';
import { dictColumn } from '../../crud/dictionary';
import { looseT } from '../../crud/looseT';
import type { ReadOnlyResourceDescriptor } from '../../crud/types';
import { dateColumn, labelColumn } from '../../crud/columns';
import { ORG_CATEGORY_CODES } from '@shared/domain/organisation';

/** /organization/agreement (spec 3 §2 agreement list): the partners' framework agreements, read-only. */
export const agreements: ReadOnlyResourceDescriptor<PartnerAgreement> = {
  name: 'agreements',
  readOnly: true,
  endpoints: { page: partnerEndpoints.agreementPage },
  columns: [
    { key: 'compName', width: 220 },
    labelColumn('orgCategory', 'orgCategories', ORG_CATEGORY_CODES, { width: 100 }),
    { key: 'name' },
    dictColumn('status', 'xyzt', { width: 100 }),
    dateColumn('signTime', { width: 165 }),
    dateColumn('expireTime', { width: 165 }),
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
