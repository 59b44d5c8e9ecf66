/** Member management (成员管理, spec 3 §2, §3, §4): the member list, its forms, and the removed list. */
const fields = {
  realName: '姓名',
  account: '账号',
  sex: '性别',
  phone: '手机号',
  postId: '岗位',
  postName: '岗位',
  roleIds: '角色',
  roleId: '角色',
  roleNames: '角色',
  isExpert: '专家认证',
  deptId: '部门',
  deptName: '部门',
  areaCode: '所在地区',
  joinTime: '加入时间',
  joinStatus: '成员状态',
  updateTime: '更新时间',
};

export const membersZh = {
  name: '成员',
  fields,
  statuses: { JOINED: '正常', LOCK: '冻结', QUIT: '已移除', REFUSE: '冻结', APPLY: '待审核' },
  sexes: { '0': '未填写', '1': '男', '2': '女' },
  expert: { '0': '未认证', '1': '已认证' },
  actions: { addUser: '添加用户', permissions: '编辑权限' },
  movedTo: '您在原组织的成员身份已失效，已切换到 {{name}}',
};

export const removedMembersZh = {
  name: '已移除成员',
  fields,
};
