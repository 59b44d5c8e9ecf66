import type { crudZh, customersResourceZh, noticesResourceZh } from './crud.zh';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

export const crudEn: Shape<typeof crudZh> = {
  search: 'Search',
  reset: 'Reset',
  add: 'Add',
  edit: 'Edit',
  view: 'View',
  remove: 'Delete',
  loading: 'Loading…',
  empty: 'No data',
  select: 'Select',
  selectAll: 'Select all',
  selectRow: 'Select row {{id}}',
  from: 'from',
  to: 'to',
  addTitle: 'Add {{name}}',
  editTitle: 'Edit {{name}}',
  viewTitle: 'View {{name}}',
  submit: 'Submit',
  submitting: 'Submitting…',
  close: 'Close',
  queued: 'You are offline: the submit waits in the outbox',
  confirmTitle: 'Confirm',
  confirmRemove: 'Delete the {{count}} selected record(s)?',
  confirm: 'OK',
  cancel: 'Cancel',
  pagination: 'Pagination',
  total: '{{total}} in total',
  pageSize: 'Page size',
  perPage: '{{size}} / page',
  prev: 'Previous page',
  next: 'Next page',
  goTo: 'Go to',
  jumper: 'Page number',
  province: 'Province',
  city: 'City',
  county: 'County',
  creatorName: 'Created by',
  creatorDept: 'Organisation',
};

export const customersResourceEn: Shape<typeof customersResourceZh> = {
  name: 'customer',
  fields: {
    compName: 'Company name',
    legal: 'Legal representative',
    areaCode: 'Region',
    contacts: 'Contact',
    phone: 'Phone',
    wechat: 'WeChat',
    qq: 'QQ',
    email: 'Email',
    remark: 'Remark',
    status: 'Cooperation status',
    createUserName: 'Created by',
    createTime: 'Created at',
    province: 'Province',
  },
  statuses: { '0': 'Following', '1': 'Cooperating', '2': 'Not cooperating' },
};

/** English twins of the customer messages (the Chinese are in src/shared/domain/customer.ts). */
export const CUSTOMER_MESSAGES_EN = {
  compName: 'Enter the company name',
  legal: 'Enter the legal representative',
  areaCode: 'Choose the region',
  contacts: 'Enter the contact',
  phone: 'Enter the phone number',
  mobileFormat: 'The mobile number is not valid',
  contactPhoneFormat: 'The contact phone is not valid',
  qqFormat: 'The QQ number is not valid',
  emailFormat: 'The email address is not valid',
  status: 'Choose the cooperation status',
  transition: 'This change of cooperation status is not allowed',
  notFound: 'The customer does not exist or was deleted',
  number: 'Enter a valid number',
  dateTime: 'Dates are yyyy-MM-dd HH:mm:ss',
  idsFormat: 'The ids are not valid',
};

export const noticesResourceEn: Shape<typeof noticesResourceZh> = {
  name: 'notice',
  fields: { category: 'Message type', title: 'Title', content: 'Content', createTime: 'Published', status: 'Status' },
  statuses: { '1': 'Open', '0': 'Closed' },
  categories: { '1': 'Announcement', '2': 'System message', '3': 'Event' },
};

export const NOTICE_FORM_MESSAGES_EN = { category: 'Choose the message type', title: 'Enter the notice title', content: 'Enter the notice content', status: 'Choose the status' };
