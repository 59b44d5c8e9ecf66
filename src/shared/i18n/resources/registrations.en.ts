import type { Twin } from '../twin';
import type { registrationsZh } from './registrations.zh';

export const registrationsEn: Twin<typeof registrationsZh> = {
  name: 'registration',
  fields: {
    kind: 'Kind',
    status: 'Review status',
    name: 'Name',
    orgCategory: 'Organisation category',
    legal: 'Legal representative',
    provinceCodes: 'Region',
    contacts: 'Contact',
    phone: 'Contact mobile',
    remark: 'Remark',
    account: 'Account',
    tenantId: 'Tenant id',
    refuseReason: 'Reason for refusal',
    reviewTime: 'Reviewed',
    createTime: 'Applied',
  },
  kinds: { enterprise: 'Enterprise', guest: 'Third-party account' },
  statuses: { pending: 'Pending', approved: 'Approved', refused: 'Refused' },
  actions: { approve: 'Approve', refuse: 'Refuse', approveConfirm: 'Approve this registration?' },
  tab: {
    formTitle: 'Register an enterprise',
    submit: 'Submit application',
    mine: 'My registrations',
    none: 'No registrations yet',
    agreement: 'Registration agreement',
    createdTenant: 'Organisation created (tenant id {{tenantId}})',
  },
};
