/** Customer follow-up beyond the list and its form: records, the detail, status change, invite list. */
export const customerResourcesZh = {
  followRecords: {
    name: '跟进记录',
    fields: { startTime: '开始时间', endTime: '结束时间', theme: '跟进主题', remark: '跟进详情', followerName: '跟进人', imgList: '图片', createTime: '记录时间' },
  },
  customerInvites: {
    name: '邀请客户',
    fields: { compName: '企业名称', code: '统一社会信用代码', orgCategory: '组织类别', frameworkAgreement: '框架协议', createTime: '关注时间' },
    agreement: { '1': '已签订', '0': '未签订' },
  },
};

export const customerScreensZh = {
  details: '详情',
  detailTitle: '客户详情',
  changeStatus: '变更状态',
  changeStatusTitle: '变更合作状态',
  currentStatus: '当前状态',
  newStatus: '变更为',
  noTransition: '当前状态不可变更',
  records: '跟进记录',
  addRecord: '新增跟进记录',
  noRecords: '暂无跟进记录',
  removeRecord: '删除记录',
  confirmRemoveRecord: '确定删除跟进记录“{{theme}}”吗？',
  recordTime: '{{start}} 至 {{end}}',
  follower: '跟进人：{{name}}',
};
