/**
 * Projects (issue 15), initiation: the resources' labels and the message catalogues of this area, gathered
 * so zh.screens.ts wires them with one import.
 */
import { INITIATION_MESSAGES } from '../../domain/projectInitiation';

/** The initiated project's labels: the initiation list, my projects, the resource provider's list and the detail page. */
const projectLabels = {
  name: '立项项目',
  detailTitle: '项目详情',
  fields: {
    recordId: '备案项目',
    recordCode: '备案编号',
    recordName: '备案项目',
    code: '项目编号',
    name: '项目名称',
    type: '项目类型',
    phaseKeys: '项目阶段',
    mainIndustry: '主行业',
    otherIndustry: '其他行业',
    industry: '行业',
    regionId: '项目所在地',
    detailAddr: '详细地址',
    scale: '建设规模',
    remark: '备注',
    statusInitiation: '项目状态',
    statusTender: '招标状态',
    statusContract: '合同状态',
    isDirectSign: '是否直签',
    ownerDeptId: '业主单位',
    ownerName: '业主单位',
    mainPlatformId: '主平台单位',
    mainPlatform: '主平台单位',
    otherPlatformIds: '其他平台单位',
    otherPlatformList: '其他平台单位',
    platformName: '平台单位',
    resProviderIds: '资源方',
    resProviderList: '资源方',
    resProviderName: '资源方',
    mgrBizPerson: '业务负责人',
    mgrBizPersonName: '业务负责人',
    mgrOperate: '运营负责人',
    mgrOperateName: '运营负责人',
    statusTime: '状态时间',
    createUserName: '创建人',
    createDeptName: '创建部门',
    createTime: '创建时间',
    tenantName: '立项单位',
  },
  statuses: { '1': '待立项', '2': '进行中', '3': '已暂停', '4': '已完成', '5': '已终止' },
  directSign: { '0': '直签', '1': '非直签' },
  actions: {
    details: '详情',
    status: '变更状态',
    complete: '完成',
    completeConfirm: '确定将选中的项目标记为已完成吗？',
  },
};

export const projectInitiationZh = {
  resources: { projects: projectLabels, myProjects: projectLabels, resourceProjects: projectLabels },
  messages: { initiation: INITIATION_MESSAGES },
} as const;
