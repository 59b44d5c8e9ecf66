import { partnerEndpoints } from '@shared/api/partnerEndpoints';
import { OTHER_COMPANY_BUTTONS } from '@shared/domain/organisationButtons';
import { otherCompanySchema, type OtherCompany } from '@shared/domain/otherCompany';
import type { ResourceDescriptor } from '../../crud/types';
import { OtherCompanyFields } from './Fields';
import { dateColumn } from '../../crud/columns';

export type OtherCompanyValues = Omit<OtherCompany, 'id' | 'createUserName' | 'createTime'>;

/** /organization/other-company (spec 3 §3 other company, §7 biz-record): list, view, add, edit, remove. */
export const otherCompanies: ResourceDescriptor<OtherCompany, OtherCompanyValues> = {
  name: 'otherCompanies',
  endpoints: { page: partnerEndpoints.otherCompanyPage, detail: partnerEndpoints.otherCompanyDetail },
  modes: {
    add: { endpoint: partnerEndpoints.otherCompanySubmit, schema: otherCompanySchema, permission: OTHER_COMPANY_BUTTONS.add },
    edit: { endpoint: partnerEndpoints.otherCompanySubmit, schema: otherCompanySchema, permission: OTHER_COMPANY_BUTTONS.edit },
    view: {},
  },
  remove: { endpoint: partnerEndpoints.otherCompanyRemove, permission: OTHER_COMPANY_BUTTONS.remove },
  columns: [
    { key: 'orgName', width: 210 },
    { key: 'orgLegal', width: 110 },
    { key: 'invoicePhone', width: 130 },
    { key: 'regNo', width: 190 },
    { key: 'invoiceEmail', width: 190 },
    { key: 'createUserName', width: 90 },
    dateColumn('createTime', { width: 165 }),
  ],
  search: [{ name: 'orgName_like', kind: 'text' }],
  empty: { orgName: '', orgLegal: '', provinceCodes: '', orgAddress: '', regNo: '', invoiceEmail: '', invoicePhone: '', remark: '' },
  toValues: (r) => ({ orgName: r.orgName, orgLegal: r.orgLegal, provinceCodes: r.provinceCodes, orgAddress: r.orgAddress, regNo: r.regNo, invoiceEmail: r.invoiceEmail, invoicePhone: r.invoicePhone, remark: r.remark }),
  Fields: OtherCompanyFields,
};
