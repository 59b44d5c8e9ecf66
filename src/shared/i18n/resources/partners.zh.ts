/** Partners (合作单位, spec 3 §2, §7 biz-attention): the list by category, the add form, standing. */
export const partnersZh = {
  name: '合作单位',
  fields: {
    compName: '单位名称',
    orgCategory: '单位类别',
    code: '单位编码',
    frameworkAgreement: '框架协议',
    attentionStatus: '合作状态',
    createTime: '合作时间',
    remark: '备注',
    targetTenantId: '合作单位',
    targetName: '合作单位',
  },
  statuses: { '1': '正常', '2': '停用' },
  allCategories: '全部',
  actions: { disable: '停用', enable: '启用', disableQuestion: '确定停用该合作单位吗？停用后各选择框中不可再选择它。', enableQuestion: '确定启用该合作单位吗？' },
};
