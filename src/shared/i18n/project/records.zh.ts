/**
 * Projects (issue 15), records: the resources' labels and the message catalogues of this area, gathered
 * so zh.screens.ts wires them with one import.
 */
import { PROJECT_RECORD_MESSAGES } from '../../domain/projectRecord';

const fields = {
  name: '备案名称',
  code: '备案编号',
  status: '备案状态',
  statusTime: '状态变更时间',
  regionId: '项目所在地',
  detailAddr: '详细地址',
  type: '项目类型',
  mainIndustry: '主行业',
  otherIndustry: '其他行业',
  industry: '行业',
  scale: '项目规模',
  remark: '备注',
  ownerUnitDeptId: '业主单位',
  ownerUnitName: '业主单位',
  resProviderDeptId: '资源方单位',
  resProviderName: '资源方单位',
  resProviders: '资源方单位',
  tenantName: '备案单位',
  createUserName: '创建人',
  createDeptName: '创建部门',
  createTime: '创建时间',
};
const statuses = { '1': '跟踪中', '2': '洽谈中', '3': '已放弃', '4': '已立项' };

export const projectRecordsZh = {
  resources: {
    projectRecords: {
      name: '项目备案',
      fields,
      statuses,
      actions: { status: '变更状态' },
      tabs: { own: '本单位备案', provided: '资源方备案' },
      history: '变更记录',
    },
    providedRecords: { name: '资源方备案', fields, statuses },
    recordHistory: {
      name: '备案变更记录',
      fields: { orgName: '单位名称', createTime: '变更时间', createUserName: '变更人', changes: '变更内容' },
      none: '无',
    },
  },
  messages: { projectRecord: PROJECT_RECORD_MESSAGES },
} as const;
