/** The agreement list (协议列表, spec 3 §2): the partners' framework agreements. */
export const agreementsZh = {
  name: '框架协议',
  fields: { compName: '合作单位', orgCategory: '单位类别', name: '协议名称', status: '协议状态', signTime: '签订日期', expireTime: '到期日期' },
};
