/** The organisation structure (组织架构, spec 3 §2): the department tree and its form. */
export const departmentsZh = {
  name: '部门',
  fields: { name: '部门名称', parentId: '上级部门', sort: '排序', remark: '备注', memberCount: '成员数', createTime: '创建时间' },
  actions: { addChild: '新增下级' },
};
