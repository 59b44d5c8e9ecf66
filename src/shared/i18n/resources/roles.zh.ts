/** 角色权限 (spec 3 §2 permission form, §7 role): the role list, its form and the grant form. */
export const rolesZh = {
  name: '角色',
  fields: {
    name: '角色名称',
    alias: '角色别名',
    parentId: '上级角色',
    parentName: '上级角色',
    memberCount: '成员数',
    sort: '排序',
    remark: '备注',
    menuIds: '菜单权限',
    dataScopeIds: '数据权限',
    apiScopeIds: '接口权限',
    userId: '添加成员',
  },
  topLevel: '无（顶级角色）',
  grant: '权限设置',
  members: '角色成员',
  removeMember: '移除',
};
