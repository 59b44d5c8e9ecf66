/** Contracts (issue 16), mine (H6): the resources' labels and the message catalogues of this part, gathered so zh.screens.ts wires them with one import. */
import { MY_CONTRACT_MESSAGES } from '../../domain/myContract';

export const contractMineZh = {
  resources: {
    /** 我的合同 (/contract/mine) and the enterprise detail's contracts tab. */
    myContracts: {
      name: '我的合同',
      enterpriseTab: '合同',
      kinds: { owner: '业主项目合同', platform: '平台合同', project: '项目管理合同', basic: '业主分配合同', production: '生产服务合同', resource: '资源方服务合同' },
      actions: { supplement: '补充信息', scans: '上传扫描件', removeSupplement: '删除补充信息', details: '详情' },
      fields: {
        name: '合同名称',
        code: '合同编号',
        kind: '合同类型',
        statusContract: '合同状态',
        tenantName: '签约登记单位',
        ownerName: '所属业主合同',
        partyJia: '甲方单位',
        partyYi: '乙方单位',
        amount: '合同金额（元）',
        signDate: '签订日期',
        remark: '备注',
        createTime: '创建时间',
        supplement: '我方补充',
        supplementText: '我方补充信息',
        internalCode: '我方合同编号',
        contactName: '我方联系人',
        contactPhone: '联系电话',
        scanAttach: '我方合同扫描件',
      },
    },
  },
  messages: { myContract: MY_CONTRACT_MESSAGES },
} as const;
