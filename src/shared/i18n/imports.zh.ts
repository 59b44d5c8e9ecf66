/**
 * Imports of issue 18 (customers, members, filings): each template's 填写说明 rules and the import
 * messages. The headers are the add forms' own labels (resources.<list>.fields).
 */
import { CUSTOMER_EXCEL_MESSAGES } from '../domain/customerExcel';
import { EXCEL_ROW_MESSAGES } from '../domain/excelRows';
import { MEMBER_EXCEL_MESSAGES } from '../domain/memberExcel';
import { RECORD_EXCEL_MESSAGES } from '../domain/recordExcel';

const region = '必填，省/市/区 的名称，用/分隔，如 上海市/黄浦区';

export const importsZh = {
  resources: {
    customerExcel: {
      hints: {
        compName: '必填，不超过30个字符，不能与本单位已有客户或文件中其他行重复',
        legal: '必填，不超过20个字符',
        areaCode: region,
        contacts: '必填，不超过20个字符',
        phone: '必填，11位手机号',
        wechat: '选填，不超过30个字符',
        qq: '选填，QQ号',
        email: '选填，不超过30个字符',
        remark: '选填，不超过200个字符',
      },
    },
    memberExcel: {
      hints: {
        phone: '必填，11位手机号；新手机号将创建账号（初始密码），不能在文件中重复',
        realName: '必填，不超过20个字符',
        sex: '必填，从下拉选项中选择',
        areaCode: region,
        postName: '选填，本组织已有的岗位名称',
        roleNames: '必填，本组织已有的角色名称，多个用逗号分隔',
        deptName: '必填，本组织已有的部门名称',
      },
    },
    recordExcel: {
      hints: {
        name: '必填，不超过200个字符，不能与本单位已有备案或文件中其他行重复',
        status: '必填，从下拉选项中选择',
        regionId: region,
        detailAddr: '必填，不超过100个字符',
        type: '必填，从下拉选项中选择',
        mainIndustry: '必填，从下拉选项中选择',
        otherIndustry: '选填，行业名称，多个用逗号分隔',
        scale: '必填，不超过2000个字符',
        remark: '选填，不超过200个字符',
        ownerUnitName: '必填，本单位合作的业主单位名称',
        resProviderName: '选填，本单位合作的资源方单位名称，多个用逗号分隔',
      },
    },
  },
  messages: {
    excelRows: EXCEL_ROW_MESSAGES,
    customerExcel: CUSTOMER_EXCEL_MESSAGES,
    memberExcel: MEMBER_EXCEL_MESSAGES,
    recordExcel: RECORD_EXCEL_MESSAGES,
  },
} as const;
