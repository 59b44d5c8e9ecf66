/** Invite customers (邀请客户): the organisations a technology company follows. */
export const customerInvitesZh = {
  name: '邀请客户',
  fields: { compName: '企业名称', code: '统一社会信用代码', orgCategory: '组织类别', frameworkAgreement: '框架协议', createTime: '关注时间' },
  agreement: { '1': '已签订', '0': '未签订', '2': '已到期' },
};
