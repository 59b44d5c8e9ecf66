/** The modify (变更) form: the old values beside the new, and the change reason. */
export const modifyZh = {
  button: '变更',
  title: '变更{{name}}',
  before: '变更前',
  after: '变更后',
  changed: '已修改',
  changeReason: '变更原因',
};
