/** English twin of imports.zh.ts. */
import type { CUSTOMER_EXCEL_MESSAGES } from '../domain/customerExcel';
import type { EXCEL_ROW_MESSAGES } from '../domain/excelRows';
import type { MEMBER_EXCEL_MESSAGES } from '../domain/memberExcel';
import type { RECORD_EXCEL_MESSAGES } from '../domain/recordExcel';

const region = 'Required: the region names (in Chinese, as the region picker shows them) from the province down, separated by /';

const excelRows: Record<keyof typeof EXCEL_ROW_MESSAGES, string> = {
  regionUnknown: 'No such region; write it as province/city/district',
};
const customerExcel: Record<keyof typeof CUSTOMER_EXCEL_MESSAGES, string> = {
  compNameRepeated: 'This company name appears twice in the file',
  compNameTaken: 'A customer of this name already exists',
};
const memberExcel: Record<keyof typeof MEMBER_EXCEL_MESSAGES, string> = {
  deptAmbiguous: 'The organisation has several departments of this name',
};
const recordExcel: Record<keyof typeof RECORD_EXCEL_MESSAGES, string> = {
  nameRepeated: 'This filing name appears twice in the file',
  typeUnknown: 'No such project type',
  industryUnknown: 'No such industry',
};

export const importsEn = {
  resources: {
    customerExcel: {
      hints: {
        compName: 'Required, at most 30 characters, not a customer the organisation has nor repeated in the file',
        legal: 'Required, at most 20 characters',
        areaCode: region,
        contacts: 'Required, at most 20 characters',
        phone: 'Required, an 11-digit mobile number',
        wechat: 'Optional, at most 30 characters',
        qq: 'Optional, a QQ number',
        email: 'Optional, at most 30 characters',
        remark: 'Optional, at most 200 characters',
      },
    },
    memberExcel: {
      hints: {
        phone: 'Required, an 11-digit mobile number; a new one gets an account (initial password); not repeated in the file',
        realName: 'Required, at most 20 characters',
        sex: 'Required, chosen from the drop-down',
        areaCode: region,
        postName: "Optional, one of the organisation's job posts",
        roleNames: "Required, the organisation's role names, comma-separated",
        deptName: "Required, one of the organisation's departments",
      },
    },
    recordExcel: {
      hints: {
        name: 'Required, at most 200 characters, not a filing the organisation has nor repeated in the file',
        status: 'Required, chosen from the drop-down',
        regionId: region,
        detailAddr: 'Required, at most 100 characters',
        type: 'Required, chosen from the drop-down',
        mainIndustry: 'Required, chosen from the drop-down',
        otherIndustry: 'Optional, industry names, comma-separated',
        scale: 'Required, at most 2000 characters',
        remark: 'Optional, at most 200 characters',
        ownerUnitName: "Required, the name of one of the organisation's owner-unit partners",
        resProviderName: "Optional, names of the organisation's resource-provider partners, comma-separated",
      },
    },
  },
  messages: { excelRows, customerExcel, memberExcel, recordExcel },
} as const;
