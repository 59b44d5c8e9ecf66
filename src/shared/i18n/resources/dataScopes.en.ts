import type { Twin } from '../twin';
import type { dataScopesZh } from './dataScopes.zh';

export const dataScopesEn: Twin<typeof dataScopesZh> = {
  name: 'data scope',
  fields: { name: 'Name', code: 'Code', resource: 'Resource', scopeType: 'Scope type', scopeColumn: 'Rule field', scopeValue: 'Rule values', remark: 'Remark', createTime: 'Created' },
  types: { all: 'All', org: 'Own organisation', deptAndBelow: 'Own department and below', dept: 'Own department', own: 'Own records', custom: 'Custom' },
  targets: { customer: 'Customers', 'follow-record': 'Follow-ups', 'contract-owner': 'Owner project contracts', 'contract-platform': 'Platform, project-management and owner-allocated contracts', 'contract-production': 'Production service contracts', 'contract-resource': 'Resource provider service contracts', 'finance-request': 'Payment requests (party B)' },
  columns: { status: 'Cooperation status', areaCode: 'Region code', source: 'Source', createUser: 'Creator id', createDept: 'Creator department id', customerId: 'Customer id', statusContract: 'Contract status', payStatus: 'Payment status' },
};
