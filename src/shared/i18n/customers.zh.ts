/** The customer screens beyond the list and its form: the detail, the status change, the follow-up records on it. */
export const customerScreensZh = {
  details: '详情',
  detailTitle: '客户详情',
  changeStatus: '变更状态',
  changeStatusTitle: '变更合作状态',
};
