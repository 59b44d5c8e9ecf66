/** Feedback management (/system/feedback): words beyond the feedback form's (resources.feedback). */
export const feedbackAdminZh = {
  updateStatus: '更新状态',
  /** The seeded feedbackStatus dictionary's names, for the list's status filter. */
  statuses: { '0': '待处理', '1': '处理中', '2': '已处理', '3': '已关闭' },
};
