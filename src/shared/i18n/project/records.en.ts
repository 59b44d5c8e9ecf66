/** English twin of records.zh.ts. */
import type { PROJECT_RECORD_MESSAGES } from '../../domain/projectRecord';

const fields = {
  name: 'Filing name',
  code: 'Filing no.',
  status: 'Filing status',
  statusTime: 'Status changed at',
  regionId: 'Project location',
  detailAddr: 'Address',
  type: 'Project type',
  mainIndustry: 'Main industry',
  otherIndustry: 'Other industries',
  industry: 'Industry',
  scale: 'Project scale',
  remark: 'Remark',
  ownerUnitDeptId: 'Owner',
  ownerUnitName: 'Owner',
  resProviderDeptId: 'Resource providers',
  resProviderName: 'Resource provider',
  resProviders: 'Resource providers',
  tenantName: 'Filed by',
  createUserName: 'Created by',
  createDeptName: 'Department',
  createTime: 'Created at',
};
const statuses = { '1': 'Tracking', '2': 'Negotiating', '3': 'Abandoned', '4': 'Approved' };

const projectRecordMessagesEn: Record<keyof typeof PROJECT_RECORD_MESSAGES, string> = {
  nameExists: 'A filing with this name already exists',
  detailAddr: 'Enter the project address',
  scale: 'Enter the project scale',
  status: 'Select the filing status',
  transition: 'This status change is not allowed: an initiated filing keeps its status, and only initiation sets it',
  initiatedLocked: 'The filing has been initiated and cannot be changed',
  removeInitiated: 'The filing has been initiated and cannot be removed; remove its project first',
  provider: 'Select the resource providers',
  notFound: 'The filing does not exist or has been removed',
};

export const projectRecordsEn = {
  resources: {
    projectRecords: {
      name: 'Project filing',
      fields,
      statuses,
      actions: { status: 'Change status' },
      tabs: { own: 'Our filings', provided: 'Filings naming us' },
      history: 'Change history',
    },
    providedRecords: { name: 'Filings naming us', fields, statuses },
    recordHistory: {
      name: 'Filing change history',
      fields: { orgName: 'Organisation', createTime: 'Changed at', createUserName: 'Changed by', changes: 'Changes' },
      none: 'None',
    },
  },
  messages: { projectRecord: projectRecordMessagesEn },
} as const;
