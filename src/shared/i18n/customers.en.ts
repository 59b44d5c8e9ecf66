import type { customerResourcesZh, customerScreensZh } from './customers.zh';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

export const customerResourcesEn: Shape<typeof customerResourcesZh> = {
  followRecords: {
    name: 'follow-up record',
    fields: { startTime: 'Start', endTime: 'End', theme: 'Subject', remark: 'Details', followerName: 'Followed up by', imgList: 'Images', createTime: 'Recorded at' },
  },
  customerInvites: {
    name: 'Invite customers',
    fields: { compName: 'Company name', code: 'Credit code', orgCategory: 'Category', frameworkAgreement: 'Framework agreement', createTime: 'Followed since' },
    agreement: { '1': 'Signed', '0': 'Not signed' },
  },
};

export const customerScreensEn: Shape<typeof customerScreensZh> = {
  details: 'Details',
  detailTitle: 'Customer details',
  changeStatus: 'Change status',
  changeStatusTitle: 'Change cooperation status',
  currentStatus: 'Current status',
  newStatus: 'Change to',
  noTransition: 'This status cannot be changed',
  records: 'Follow-up records',
  addRecord: 'Add follow-up record',
  noRecords: 'No follow-up records yet',
  removeRecord: 'Delete record',
  confirmRemoveRecord: 'Delete the follow-up record "{{theme}}"?',
  recordTime: '{{start}} to {{end}}',
  follower: 'Followed up by {{name}}',
};

/** English twins of the follow-up record messages (the Chinese are in src/shared/domain/followRecord.ts). */
export const FOLLOW_RECORD_MESSAGES_EN = {
  followCustomer: 'Choose the customer',
  followStartTime: 'Choose the start time',
  followEndTime: 'Choose the end time',
  followEndBeforeStart: 'The end cannot be before the start',
  followTheme: 'Enter the subject',
  followRemark: 'Enter the details',
  followImageLink: 'The image address is not valid',
  followNotFound: 'The follow-up record does not exist or was deleted',
};
