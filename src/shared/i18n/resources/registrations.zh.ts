/**
 * Labels of the approval list (/organization/registration) and of the personal centre's enterprise
 * registration form (resources.registrations.*); the form's labels are the list's fields.
 */
export const registrationsZh = {
  name: '注册申请',
  fields: {
    kind: '申请类型',
    status: '审核状态',
    name: '名称',
    orgCategory: '企业类型',
    legal: '法人代表',
    provinceCodes: '所在地区',
    contacts: '联系人',
    phone: '联系手机号码',
    remark: '备注',
    account: '申请账号',
    tenantId: '租户编号',
    refuseReason: '驳回原因',
    reviewTime: '审核时间',
    createTime: '申请时间',
  },
  kinds: { enterprise: '企业注册', guest: '第三方账号' },
  statuses: { pending: '待审核', approved: '已通过', refused: '已驳回' },
  actions: { approve: '通过', refuse: '驳回', approveConfirm: '确定通过该注册申请吗？' },
  /** The personal centre's reg tab. */
  tab: {
    formTitle: '企业注册',
    submit: '提交申请',
    mine: '我的注册申请',
    none: '暂无注册申请',
    agreement: '注册协议',
    createdTenant: '已创建组织（租户编号 {{tenantId}}）',
  },
} as const;
