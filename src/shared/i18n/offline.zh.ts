/** The offline area: the banner, the outbox and drafts. English twins in offline.en.ts, checked by the compiler. */
export const offlineZh = {
  banner: {
    /** The spec's message (spec 1 §8), verbatim. */
    title: '网络已断开',
    dataTime: '当前显示的是 {{time}} 的数据，网络恢复后将自动刷新。',
    noData: '网络恢复后将自动刷新。',
  },
  unavailable: {
    title: '离线时无法查看',
    body: '此内容尚未保存在本机，网络恢复后将自动加载。',
  },
  outbox: {
    pending_one: '{{count}} 项提交等待网络',
    pending_other: '{{count}} 项提交等待网络',
    settled_one: '{{count}} 项提交已有结果',
    settled_other: '{{count}} 项提交已有结果',
    open: '查看',
    heading: '待提交内容',
    intro: '网络断开时的提交会保存在这里，网络恢复后自动提交，不会重复创建。',
    status: { pending: '等待网络', sending: '正在提交', succeeded: '已提交', failed: '提交失败' },
    createdAt: '提交于 {{time}}',
    cancel: '取消提交',
    dismiss: '知道了',
    reopen: '重新打开表单',
    close: '关闭',
    empty: '没有待提交的内容。',
  },
  draft: {
    restored: '已恢复 {{time}} 保存的草稿。',
    discard: '丢弃草稿',
    waiting: '此表单的提交正在等待网络，恢复后将自动提交，请勿重复提交。',
    failed: '上次提交未成功：{{message}}',
  },
  submit: {
    pending: '网络已断开，提交已保存在待提交列表中，网络恢复后将自动提交。',
  },
};

