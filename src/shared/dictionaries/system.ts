/** System dictionaries (spec 1): organisations, users, devices, feedback, notices. */
import { ORG_CATEGORIES } from '../domain/organisation';
import { dictionary, type EntryRow } from './types';

export const SYSTEM_DICTIONARIES = [
  // Remark is the business type the category maps to (spec 1 §1); the names are the categories' own.
  dictionary(
    'org_category',
    '组织类别',
    'Organisation category',
    Object.entries(ORG_CATEGORIES).map(([code, c]): EntryRow => [code, c.zh, c.en, String(c.bizType)]),
  ),
  dictionary('userStatus', '用户状态', 'User status', [
    ['1', '正常', 'Active'],
    ['2', '冻结', 'Frozen'],
    ['3', '注销', 'Closed'],
  ]),
  dictionary('user_type', '用户类型', 'User type', [
    ['1', '后台用户', 'Back-office user'],
    ['2', '移动端用户', 'Mobile user'],
    ['3', '外部用户', 'External user'],
  ]),
  dictionary('sex', '性别', 'Sex', [
    ['1', '男', 'Male'],
    ['2', '女', 'Female'],
    ['3', '未知', 'Unknown'],
  ]),
  dictionary('mobileType', '终端类型', 'Device type', [
    ['1', '安卓', 'Android'],
    ['2', 'iOS', 'iOS'],
    // Desktop installers (issue 19): their newest record is the auto-update feed (DESKTOP_TERMINALS).
    ['3', 'Windows', 'Windows'],
    ['4', 'macOS', 'macOS'],
    ['5', 'Linux', 'Linux'],
  ]),
  dictionary('feedbackStatus', '反馈状态', 'Feedback status', [
    ['0', '待处理', 'Pending'],
    ['1', '处理中', 'In progress'],
    ['2', '已处理', 'Handled'],
    ['3', '已关闭', 'Closed'],
  ]),
  dictionary('notice', '通知类型', 'Notice type', [
    ['1', '通知公告', 'Announcement'],
    ['2', '系统消息', 'System message'],
    ['3', '活动通知', 'Event'],
  ]),
];
