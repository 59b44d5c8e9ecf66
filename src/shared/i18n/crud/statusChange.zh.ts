/** The status-change dialog driven by a status machine. */
export const statusChangeZh = {
  title: '变更状态',
  currentStatus: '当前状态',
  newStatus: '变更为',
  noTarget: '当前状态不可变更',
};
