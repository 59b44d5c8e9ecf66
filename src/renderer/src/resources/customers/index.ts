import { endpoints } from '@shared/api/endpoints';
import { CUSTOMER_BUTTONS, customerAddSchema, customerEditSchema, type Customer } from '@shared/domain/customer';
import { looseT } from '../../crud/looseT';
import type { ResourceDescriptor } from '../../crud/types';
import { CustomerFields } from './Fields';

export type CustomerValues = Omit<Customer, 'id' | 'status' | 'source' | 'createUser' | 'createUserName' | 'createDept' | 'createDeptName' | 'createTime'>;

const EMPTY: CustomerValues = { compName: '', legal: '', areaCode: '', contacts: '', phone: '', wechat: '', qq: '', email: '', remark: '' };

const statusLabel = (status: number) => looseT(`resources.customers.statuses.${status}`);

/** Customer follow-up (spec 1 §2, §5): cust_attention/*. */
export const customers: ResourceDescriptor<Customer, CustomerValues> = {
  name: 'customers',
  endpoints: { page: endpoints.customerPage, detail: endpoints.customerDetail, submit: endpoints.customerSubmit, remove: endpoints.customerRemove },
  columns: [
    { key: 'compName', width: 200 },
    { key: 'legal' },
    { key: 'contacts' },
    { key: 'phone', width: 140 },
    { key: 'status', render: (r) => statusLabel(r.status) },
    { key: 'createUserName' },
    { key: 'createTime', width: 170 },
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
  schema: (mode) => (mode === 'edit' ? customerEditSchema.omit({ id: true }) : customerAddSchema),
  empty: EMPTY,
  toValues: (r) => ({ compName: r.compName, legal: r.legal, areaCode: r.areaCode, contacts: r.contacts, phone: r.phone, wechat: r.wechat, qq: r.qq, email: r.email, remark: r.remark }),
  Fields: CustomerFields,
  permissions: CUSTOMER_BUTTONS,
};
