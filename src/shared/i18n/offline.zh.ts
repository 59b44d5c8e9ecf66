/**
 * Chinese strings of the offline cache, drafts and outbox, the feedback resource and the
 * workbench's cached lists. Spread into zh.ts; English twins in offline.en.ts, checked by the compiler.
 */
import { FEEDBACK_MESSAGES } from '../domain/feedback';
import { OFFLINE_MESSAGES } from '../domain/offline';

/** Messages the core and the server answer, looked up by localiseMessage. */
export const OFFLINE_CATALOGUE = { ...OFFLINE_MESSAGES, ...FEEDBACK_MESSAGES };

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

export const feedbackResourceZh = {
  name: '意见反馈',
  /** How a submit is named in the outbox. */
  outboxTitle: '意见反馈：{{title}}',
  submit: '提交',
  submitting: '正在提交…',
  close: '关闭',
  confirmTitle: '提交确认',
  confirm: '确定',
  cancel: '取消',
  select: '请选择',
  fields: {
    type: '提交类型',
    title: '标题',
    require: '需求描述',
    opinion: '意见建议',
    phone: '联系电话',
    status: '处理状态',
    createTime: '提交时间',
    createUserName: '提交人',
    status1: '更新状态',
    remark: '处理备注',
    file: '附件',
  },
  types: { '1': '产品建议', '2': '程序缺陷', '3': '其他' },
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
};
