import type { Twin } from '../twin';
import type { customersZh } from './customers.zh';

export const customersEn: Twin<typeof customersZh> = {
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
