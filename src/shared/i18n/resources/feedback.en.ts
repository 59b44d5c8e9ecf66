import type { Twin } from '../twin';
import type { feedbackZh } from './feedback.zh';

export const feedbackEn: Twin<typeof feedbackZh> = {
  name: 'Feedback',
  outboxTitle: 'Feedback: {{title}}',
  submit: 'Submit',
  submitting: 'Submitting…',
  close: 'Close',
  confirmTitle: 'Confirm submission',
  confirm: 'OK',
  cancel: 'Cancel',
  select: 'Please choose',
  fields: {
    type: 'Type',
    title: 'Title',
    require: 'Requirement',
    opinion: 'Opinion',
    phone: 'Contact phone',
    status: 'Status',
    createTime: 'Submitted at',
    createUserName: 'Submitted by',
    status1: 'New status',
    remark: 'Handling remark',
    file: 'Attachments',
  },
  types: { '1': 'Product suggestion', '2': 'Defect', '3': 'Other' },
};
