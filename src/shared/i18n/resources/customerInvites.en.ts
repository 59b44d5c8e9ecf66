import type { Twin } from '../twin';
import type { customerInvitesZh } from './customerInvites.zh';

export const customerInvitesEn: Twin<typeof customerInvitesZh> = {
  name: 'Invite customers',
  fields: { compName: 'Company name', code: 'Credit code', orgCategory: 'Category', frameworkAgreement: 'Framework agreement', createTime: 'Followed since' },
  agreement: { '1': 'Signed', '0': 'Not signed', '2': 'Expired' },
};
