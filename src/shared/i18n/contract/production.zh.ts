/** Contracts (issue 16), production (H3): the resources' labels and the message catalogues of this part, gathered so zh.screens.ts wires them with one import. */
import { PRODUCTION_MESSAGES } from '../../domain/contractProduction';

const fields = {
  contractOwnerId: '业主项目合同',
  yzName: '业主项目合同',
  yzCode: '业主合同编号',
  yz_currContractAmount: '业主合同金额',
  bizFee: '业务费',
  projectCostFee: '项目成本费',
  productContractAmount: '生产服务合同总额',
  resourceContractAmount: '资源方服务合同总额',
  otherAmount: '其他支出总额',
  costSurplus: '项目成本费剩余总额',
  tenantName: '签约单位',
  name: '合同名称',
  code: '合同编号',
  type: '合同类型',
  statusContract: '合同状态',
  partyJia: '甲方单位',
  partyYi: '乙方单位',
  partyJiaOld: '变更前甲方单位',
  partyYiOld: '变更前乙方单位',
  signDate: '签订日期',
  currContractAmount: '当前生产服务合同金额',
  currContractAmountBefore: '变更前合同金额',
  produceDivideOwner: '占业主合同比例',
  produceDivideOwnerAfter: '变更后生产服务合同占比',
  productContractAmountAfter: '变更后生产服务合同总额',
  changeAmount: '本次变更金额',
  requestTotalAmount: '已请款总额',
  subcontractingDesc: '分包说明',
  changeReason: '变更原因',
  scanAttach: '合同扫描件',
  remark: '备注',
  version: '变更次数',
  createUserName: '创建人',
  createTime: '创建时间',
} as const;

const production = {
  name: '生产服务合同',
  detailTitle: '生产服务合同详情',
  fields,
  actions: { details: '详情', status: '变更状态' },
  tabs: { info: '合同信息', parties: '签约各方', history: '变更记录', statusLog: '状态记录', attachments: '附件' },
};

export const contractProductionZh = {
  resources: {
    productionContracts: production,
    partyProductionContracts: { ...production, name: '生产服务合同（乙方）' },
    productionHistory: {
      name: '生产服务合同变更记录',
      fields: { createTime: '变更时间', createUserName: '变更人', changeReason: '变更原因', changes: '变更内容' },
      none: '无',
    },
    productionStatusLog: {
      name: '合同状态记录',
      fields: { createTime: '变更时间', createUserName: '操作人', fromStatus: '原状态', toStatus: '新状态', code: '合同编号' },
    },
  },
  messages: { contractProduction: PRODUCTION_MESSAGES },
} as const;
