/** Contracts (issue 16), platform (H2): the resources' labels and the message catalogues of this part, gathered so zh.screens.ts wires them with one import. */
import { PLATFORM_CONTRACT_MESSAGES } from '../../domain/contractPlatform';

/** The three kinds share one form and one detail page: one set of labels, under each kind's resource name. */
const labels = {
  fields: {
    kind: '合同类型',
    contractOwnerId: '业主项目合同',
    contractOwnerName: '业主项目合同',
    yzName: '业主项目合同',
    yzCode: '业主合同编号',
    code: '合同编号',
    name: '合同名称',
    scale: '服务内容及规模',
    partyJia: '甲方单位',
    partyYi: '乙方单位',
    partyYiId: '乙方单位（平台单位）',
    currContractAmount: '当前合同金额',
    currContractAmountBefore: '变更前合同金额',
    changeAmount: '本次变更金额',
    currContractAmountAfter: '变更后合同金额',
    currTotalAmount: '本类合同合计（含本合同）',
    statusContract: '合同状态',
    signDate: '签订日期',
    scanAttach: '合同扫描件',
    remark: '备注',
    changeReason: '变更原因',
    version: '变更次数',
    createUserName: '创建人',
    createTime: '创建时间',
    changes: '变更内容',
    yz_currContractAmount: '业主合同金额',
    platformFee: '平台服务费',
    sysFee: '系统使用费',
    bizFee: '商务费',
    projectCostFee: '项目成本费',
    exPlatformFee: '扣除平台费后金额',
    exProjectFee: '预计项目金额',
    platformContractAmount: '平台合同合计',
    projectContractAmount: '项目管理合同合计',
    basicContractAmount: '业主分配合同合计',
    previousTotal: '往期合同总额',
    availableAmount: '本合同可用金额',
    cap: '本类合同上限',
  },
  kinds: { platform: '平台合同', project: '项目管理合同', basic: '业主分配合同' },
  tabs: { scans: '合同扫描件', history: '变更记录', statusLog: '状态记录', platformOfOwner: '平台合同', projectOfOwner: '项目管理合同', basicOfOwner: '业主分配合同' },
  actions: { details: '详情', status: '变更状态', remove: '删除' },
};

/** The drawer's titles name one contract (the list's name is the kind's). */
const titles = (one: string) => ({ add: `新增${one}`, edit: `编辑${one}`, view: `查看${one}`, modify: `变更${one}` });

export const contractPlatformZh = {
  resources: {
    platformContracts: { name: '平台合同', titles: titles('平台合同'), ...labels },
    projectContracts: { name: '项目管理合同', titles: titles('项目管理合同'), ...labels },
    basicContracts: { name: '业主分配合同', titles: titles('业主分配合同'), ...labels },
  },
  messages: { contractPlatform: PLATFORM_CONTRACT_MESSAGES },
} as const;
