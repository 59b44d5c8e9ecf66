/** 菜单管理 (/system/menu, spec 3 §7 menu): the operator's menu template. */
export const menuTemplateZh = {
  name: '菜单',
  fields: {
    name: '菜单名称',
    code: '菜单编号',
    path: '路由地址',
    icon: '图标',
    parentId: '上级菜单',
    sort: '排序',
    category: '菜单类型',
    isShow: '是否显示',
    categories: '适用企业类型',
    operatorOnly: '仅运营方',
    roles: '默认角色',
    createTime: '创建时间',
  },
  kinds: { menu: '菜单', button: '按钮' },
  yesNo: { yes: '是', no: '否' },
  topLevel: '无（顶级菜单）',
  allCategories: '全部企业类型',
  addChild: '新增下级',
};
