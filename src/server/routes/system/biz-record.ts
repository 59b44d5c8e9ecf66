import type { FastifyInstance } from 'fastify';
import { partnerEndpoints as e } from '@shared/api/partnerEndpoints';
import { OTHER_COMPANY_BUTTONS } from '@shared/domain/organisationButtons';
import { OTHER_COMPANY_MESSAGES, otherCompanyPageQuerySchema, otherCompanySchema, type OtherCompany, type OtherCompanyInput } from '@shared/domain/otherCompany';
import type { AppContext } from '../../context';
import type { BizRecordTable } from '../../db/schema-organisations';
import { like, registerResource } from '../../http/crud';

type BizRecordRow = BizRecordTable & { create_user_name: string | null };

function toOtherCompany(r: BizRecordRow): OtherCompany {
  return {
    id: r.id,
    orgName: r.org_name,
    orgLegal: r.org_legal,
    provinceCodes: r.province_codes,
    orgAddress: r.org_address,
    regNo: r.reg_no,
    invoiceEmail: r.invoice_email,
    invoicePhone: r.invoice_phone,
    remark: r.remark,
    createUserName: r.create_user_name ?? '',
    createTime: r.create_time,
  };
}

const columns = (i: OtherCompanyInput) => ({
  org_name: i.orgName,
  org_legal: i.orgLegal,
  province_codes: i.provinceCodes,
  org_address: i.orgAddress,
  reg_no: i.regNo,
  invoice_email: i.invoiceEmail,
  invoice_phone: i.invoicePhone,
  remark: i.remark,
});

/** Other companies (biz-record/list with orgName_like, detail, submit, remove; spec 3 §3, §7) on the builder. */
export function registerBizRecordRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerResource(app, ctx, {
    table: 'biz_record',
    endpoints: { page: e.otherCompanyPage, detail: e.otherCompanyDetail, submit: e.otherCompanySubmit, remove: e.otherCompanyRemove },
    schemas: { page: otherCompanyPageQuerySchema, submit: otherCompanySchema },
    notFound: OTHER_COMPANY_MESSAGES.notFound,
    creator: true,
    columns: { createDept: true, updateTime: true },
    buttons: OTHER_COMPANY_BUTTONS,
    toRecord: toOtherCompany,
    toInsert: columns,
    toUpdate: columns,
    filters: { orgName_like: like('org_name') },
    sort: { columns: { createTime: 'create_time', orgName: 'org_name' }, default: [['create_time', 'desc']] },
  });
}
