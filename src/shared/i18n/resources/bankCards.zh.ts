/** Bank cards (银行卡, spec 3 §3, §5): an organisation's accounts, one of them the default. */
export const bankCardsZh = {
  name: '银行卡',
  fields: {
    accType: '账户类型',
    accName: '账户名称',
    openBank: '开户银行',
    bankAcc: '银行账号',
    isDefault: '是否默认',
    remark: '备注',
    orgName: '所属单位',
    createUserName: '创建人',
    createTime: '创建时间',
  },
  accTypes: { '1': '对公账户', '2': '个人账户' },
  defaults: { '1': '是', '0': '否' },
  defaultTag: '默认',
};
