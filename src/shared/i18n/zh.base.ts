/**
 * Chinese, the default language: what the first screens need (the shell, /login, the workbench's
 * frame), shipped with the first chunk. The labels of the back-office screens and the messages are in
 * ./zh.screens.ts, loaded before any screen after /login shows (renderer/src/i18n/catalogues.ts).
 */
import { ORG_CATEGORIES, ORG_CATEGORY_CODES, type OrgCategory } from '../domain/organisation';
import { EXTERNAL_LINK_TEXTS } from '../domain/externalLinks';
import { UPDATE_TEXTS } from '../domain/updateFeed';
import { offlineZh } from './offline.zh';
import { uploadsZh } from './uploads.zh';
import { shellZh } from './shell.zh';
import { crudZh } from './crud.zh';
import { formulaZh } from './crud/formula.zh';
import { pickerZh } from './crud/picker.zh';
import { modifyZh } from './crud/modify.zh';
import { actionsZh } from './crud/actions.zh';
import { statusChangeZh } from './crud/statusChange.zh';
import { detailZh } from './crud/detail.zh';
import { messageCentreZh } from './messageCentre.zh';
import { feedbackAdminZh } from './feedbackAdmin.zh';
import { settingsZh } from './settings.zh';
import { personalZh } from './personal.zh';
import { fieldsZh } from './fields.zh';
import { calendarZh } from './calendar.zh';
import { statsZh } from './stats.zh';
import { customerScreensZh } from './customers.zh';
import { loginZh } from './login.zh';
import { deskListsZh, deskZh } from './desk.zh';

const orgCategories = Object.fromEntries(ORG_CATEGORY_CODES.map((code) => [code, ORG_CATEGORIES[code].zh])) as Record<
  OrgCategory,
  string
>;

export const zhBase = {
  app: {
    name: '工程设计业务管理',
    loading: '正在加载…',
    pageTitle: '{{page}} - {{app}}',
  },
  language: {
    label: '界面语言',
    zh: '中文',
    en: 'English',
  },
  login: loginZh,
  externalLink: EXTERNAL_LINK_TEXTS,
  updates: UPDATE_TEXTS,
  session: {
    memoryOnlyTitle: '会话仅保留到应用关闭',
    memoryOnlyBody: '此系统没有可用的密钥链，关闭应用后需要重新登录。',
    memoryOnlyCache: '本地缓存和草稿同样只保存在内存中，关闭应用后不再保留。',
  },
  desk: deskZh,
  notFound: {
    pageTitle: '页面不存在',
    code: '404',
    heading: '页面不存在',
    body: '您访问的页面不存在或已被移除。',
    backHome: '返回首页',
  },
  routeError: {
    pageTitle: '出错了',
    heading: '页面加载失败',
    body: '请重新加载页面；如果问题仍然存在，请重启应用。',
    reload: '重新加载',
  },
  orgCategories,
  offline: offlineZh,
  deskLists: deskListsZh,
  crud: { ...crudZh, formula: formulaZh, picker: pickerZh, modify: modifyZh, actions: actionsZh, statusChange: statusChangeZh, detail: detailZh },
  messageCentre: messageCentreZh,
  feedbackAdmin: feedbackAdminZh,
  settings: settingsZh,
  personal: personalZh,
  stats: statsZh,
  customerScreens: customerScreensZh,
  uploads: uploadsZh,
  shell: shellZh,
  fields: fieldsZh,
  calendar: calendarZh,
} as const;
