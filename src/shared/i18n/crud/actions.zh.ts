/** Declared row and bulk actions: the actions column, and the question a confirm action asks unless it declares its own. */
export const actionsZh = {
  column: '操作',
  more: '更多',
  confirm: '确定{{action}}选中的 {{count}} 条数据吗？',
};
