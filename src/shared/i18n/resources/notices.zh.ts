/** Notice management (公告管理, spec 1 §2): the list, the form, statuses and categories. */
export const noticesZh = {
  name: '公告',
  fields: { category: '消息类型', title: '公告标题', content: '公告内容', createTime: '发布日期', status: '状态' },
  statuses: { '1': '开启', '0': '关闭' },
};
