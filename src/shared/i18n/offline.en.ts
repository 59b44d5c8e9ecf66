/** English twins of offline.zh.ts. */
import type { Translations } from './index';
import type { OFFLINE_CATALOGUE } from './offline.zh';

export const OFFLINE_CATALOGUE_EN: Record<keyof typeof OFFLINE_CATALOGUE, string> = {
  formKeyFormat: 'The form key is invalid',
  draftFormat: 'The draft content is invalid',
  draftTooLarge: 'The draft is too large to be saved',
  idempotencyKeyRequired: 'The submission has no idempotency key',
  idempotencyKeyFormat: 'The idempotency key is invalid',
  submitMethod: 'Only POST, PUT or DELETE requests can be submitted',
  submitTitle: 'Please name what is being submitted',
  outboxUnknown: 'The pending submission does not exist or has been handled',
  outboxSending: 'The submission is being sent and cannot be cancelled now',
  outboxNotSettled: 'The submission has not finished and cannot be removed',
  cacheUnavailable: 'The local cache is not available',
  idempotencyInFlight: 'The same submission is being processed. Please try again shortly.',
  idempotencyKeyReused: 'This idempotency key was already used for a different submission',
  feedbackTypeRequired: 'Please choose a feedback type',
  feedbackTitleRequired: 'Please enter a title',
  feedbackPhoneFormat: 'The contact phone number is invalid',
  feedbackConfirm: 'Submit this feedback?',
  feedbackNotFound: 'The feedback does not exist or has been deleted',
  feedbackIdsFormat: 'The feedback ids are invalid',
  feedbackStatusFormat: 'The feedback status is invalid',
  feedbackFileFormat: 'The attachment link is invalid',
};

export const offlineEn: Translations['offline'] = {
  banner: {
    title: 'You are offline',
    dataTime: 'Showing data from {{time}}. It will refresh when the connection is back.',
    noData: 'Data will refresh when the connection is back.',
  },
  unavailable: {
    title: 'Not available offline',
    body: 'This has not been saved on this computer yet. It will load when the connection is back.',
  },
  outbox: {
    pending_one: '{{count}} submission waiting for the network',
    pending_other: '{{count}} submissions waiting for the network',
    settled_one: '{{count}} submission has an answer',
    settled_other: '{{count}} submissions have an answer',
    open: 'View',
    heading: 'Pending submissions',
    intro: 'Submissions made while offline wait here and are sent once the connection is back, never twice.',
    status: { pending: 'Waiting for network', sending: 'Sending', succeeded: 'Submitted', failed: 'Failed' },
    createdAt: 'Submitted at {{time}}',
    cancel: 'Cancel submission',
    dismiss: 'OK',
    reopen: 'Reopen form',
    close: 'Close',
    empty: 'Nothing is waiting to be submitted.',
  },
  draft: {
    restored: 'Restored the draft saved at {{time}}.',
    discard: 'Discard draft',
    waiting: 'This form’s submission is waiting for the network and will be sent when it is back. Please do not submit it again.',
    failed: 'The last submission did not succeed: {{message}}',
  },
  submit: {
    pending: 'You are offline. The submission is kept in the pending list and will be sent when the connection is back.',
  },
};

export const feedbackResourceEn: Translations['resources']['feedback'] = {
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

export const deskListsEn: Translations['deskLists'] = {
  orgs: {
    title: 'My organisations',
    organisation: 'Organisation',
    category: 'Category',
    post: 'Post',
    role: 'Role',
    status: 'Status',
    current: 'Current',
    joinStatus: { JOINED: 'Joined', LOCK: 'Locked', QUIT: 'Left', REFUSE: 'Frozen', APPLY: 'Pending approval' },
  },
  regions: {
    title: 'Administrative regions',
    expand: 'Expand {{name}}',
    collapse: 'Collapse {{name}}',
  },
  feedback: {
    title: 'My feedback',
    add: 'Send feedback',
    empty: 'No feedback yet.',
  },
};
