/** The customer screens beyond the list and its form: the detail, the status change, the follow-up records on it. */
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
