/** Feedback (意见反馈, spec 1 §3): the top bar's drawer and feedback management's list. */
export const feedbackZh = {
  name: '意见反馈',
  /** How a submit is named in the outbox. */
  outboxTitle: '意见反馈：{{title}}',
  submit: '提交',
  submitting: '正在提交…',
  close: '关闭',
  confirmTitle: '提交确认',
  confirm: '确定',
  cancel: '取消',
  select: '请选择',
  fields: {
    type: '提交类型',
    title: '标题',
    require: '需求描述',
    opinion: '意见建议',
    phone: '联系电话',
    status: '处理状态',
    createTime: '提交时间',
    createUserName: '提交人',
    status1: '更新状态',
    remark: '处理备注',
    file: '附件',
  },
  types: { '1': '产品建议', '2': '程序缺陷', '3': '其他' },
};
