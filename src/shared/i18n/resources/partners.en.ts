import type { Twin } from '../twin';
import type { partnersZh } from './partners.zh';

export const partnersEn: Twin<typeof partnersZh> = {
  name: 'partner',
  fields: {
    compName: 'Organisation',
    orgCategory: 'Category',
    code: 'Code',
    frameworkAgreement: 'Framework agreement',
    attentionStatus: 'Standing',
    createTime: 'Partner since',
    remark: 'Remark',
    targetTenantId: 'Partner',
    targetName: 'Partner',
  },
  statuses: { '1': 'Normal', '2': 'Disabled' },
  allCategories: 'All',
  actions: { disable: 'Disable', enable: 'Enable', disableQuestion: 'Disable this partner? It can no longer be chosen in any picker.', enableQuestion: 'Enable this partner?' },
};
