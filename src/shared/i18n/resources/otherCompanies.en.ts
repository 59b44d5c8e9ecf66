import type { Twin } from '../twin';
import type { otherCompaniesZh } from './otherCompanies.zh';

export const otherCompaniesEn: Twin<typeof otherCompaniesZh> = {
  name: 'other company',
  fields: {
    orgName: 'Company name',
    orgName_like: 'Company name',
    orgLegal: 'Legal person',
    provinceCodes: 'Region',
    orgAddress: 'Address',
    regNo: 'Social credit code',
    invoiceEmail: 'Invoice email',
    invoicePhone: 'Invoice mobile',
    remark: 'Remark',
    createUserName: 'Created by',
    createTime: 'Created',
  },
};
