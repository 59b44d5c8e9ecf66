/** The message centre (/notice, spec 1 §2): the signed-in person's notices, read and unread. */
export const messageCentreZh = {
  filter: '阅读状态',
  all: '全部',
  unread: '未读',
  read: '已读',
  unreadMark: '未读',
  empty: '暂无消息',
  loading: '正在加载…',
  category: '消息类型',
  title: '标题',
  createTime: '发布时间',
  status: '状态',
  open: '查看 {{title}}',
};
