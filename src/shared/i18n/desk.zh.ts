/** The workbench (工作台, /desk/index): the greeting, the current identity and the cached lists on it. */
export const deskZh = {
  pageTitle: '工作台',
  greeting: '您好，{{name}}',
  welcome: '欢迎回到工作台，下面是等您处理的事项。',
  today: '今天是 {{date}}',
  profileTitle: '当前身份',
  organisation: '所属组织',
  category: '组织类别',
  role: '角色',
  account: '账号',
  phone: '手机号',
  tenantId: '租户编号',
  notSet: '未设置',
  userInfoFailed: '用户信息加载失败',
  logout: '退出登录',
  loggingOut: '正在退出…',
};

export const deskListsZh = {
  orgs: {
    title: '我的组织',
    organisation: '组织',
    category: '类别',
    post: '岗位',
    role: '角色',
    status: '状态',
    current: '当前',
    joinStatus: { JOINED: '已加入', LOCK: '已锁定', QUIT: '已退出', REFUSE: '已冻结', APPLY: '待审核' },
  },
  regions: {
    title: '行政区划',
    expand: '展开 {{name}}',
    collapse: '收起 {{name}}',
  },
  feedback: {
    title: '我的反馈',
    add: '提交反馈',
    empty: '还没有反馈。',
  },
  // What the person acts on (issue 18): one card per part of desktop/workbench, and the recent notices.
  work: {
    projects: '我的项目',
    contracts: '业主合同',
    invoices: '发票回款',
    payables: '待付款请款',
    requests: '我的请款',
    notices: '最新公告',
    openList: '查看全部',
    count: '{{count}} 项',
    amount: '{{amount}} 元',
    due: '30 天内到期',
    overdue: '已逾期',
    none: '暂无记录',
    noNotices: '暂无公告',
  },
};
