import { endpoints } from '@shared/api/endpoints';
import { CUSTOMER_BUTTONS, customerAddSchema, customerEditSchema, customerStatusMachine, type Customer } from '@shared/domain/customer';
import { dateColumn, labelColumn } from '../../crud/columns';
import { looseT } from '../../crud/looseT';
import type { ResourceDescriptor } from '../../crud/types';
import { customerExcel } from './excel';
import { CustomerFields } from './Fields';

export type CustomerValues = Omit<Customer, 'id' | 'status' | 'source' | 'createUser' | 'createUserName' | 'createDept' | 'createDeptName' | 'createTime'>;

const EMPTY: CustomerValues = { compName: '', legal: '', areaCode: '', contacts: '', phone: '', wechat: '', qq: '', email: '', remark: '' };

const statusLabel = (status: number) => looseT(`resources.customers.statuses.${status}`);

/**
 * Customer follow-up (spec 1 §2, §4, §5): cust_attention/*. The status change is the customer
 * machine's dialog; the details open the customer's detail page.
 */
export const customers: ResourceDescriptor<Customer, CustomerValues> = {
  name: 'customers',
  endpoints: { page: endpoints.customerPage, detail: endpoints.customerDetail },
  modes: {
    add: { endpoint: endpoints.customerSubmit, schema: customerAddSchema, permission: CUSTOMER_BUTTONS.add },
    edit: { endpoint: endpoints.customerSubmit, schema: customerEditSchema.omit({ id: true }), permission: CUSTOMER_BUTTONS.edit },
    view: {},
  },
  remove: { endpoint: endpoints.customerRemove, permission: CUSTOMER_BUTTONS.remove },
  rowActions: [
    { kind: 'navigate', key: 'details', label: 'customerScreens.details', to: (r) => `/customer/details/${r.id}`, testId: 'customer-details' },
    {
      kind: 'status',
      key: 'changeStatus',
      label: 'customerScreens.changeStatus',
      title: 'customerScreens.changeStatusTitle',
      permission: CUSTOMER_BUTTONS.status,
      machine: customerStatusMachine,
      endpoint: endpoints.customerChangeStatus,
      summary: ['compName'],
      testId: 'customer-change-status',
    },
  ],
  columns: [
    { key: 'compName', width: 200 },
    { key: 'legal' },
    { key: 'contacts' },
    { key: 'phone', width: 140 },
    labelColumn('status', 'resources.customers.statuses', customerStatusMachine.statuses),
    { key: 'createUserName' },
    dateColumn('createTime'),
  ],
  search: [
    { name: 'compName', kind: 'text' },
    { name: 'createUserName', kind: 'text' },
    {
      name: 'status',
      kind: 'select',
      get options() {
        return ['0', '1', '2'].map((value) => ({ value, label: statusLabel(Number(value)) }));
      },
    },
    { name: 'province', kind: 'province' },
    { name: 'createTime', kind: 'dateRange', from: 'createTimeFrom', to: 'createTimeTo' },
  ],
  empty: EMPTY,
  excel: customerExcel,
  toValues: (r) => ({ compName: r.compName, legal: r.legal, areaCode: r.areaCode, contacts: r.contacts, phone: r.phone, wechat: r.wechat, qq: r.qq, email: r.email, remark: r.remark }),
  Fields: CustomerFields,
};
