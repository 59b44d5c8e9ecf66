/** Feedback management (/system/feedback): words beyond the feedback form's (resources.feedback). */
export const feedbackAdminZh = {
  updateStatus: '更新状态',
};
