import type { customerScreensZh } from './customers.zh';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

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

