/**
 * Chinese, the default language. The catalogue messages are spread in from their source files, so
 * what the person reads here is verbatim what the spec says.
 */
import { AUTH_MESSAGES } from '../domain/auth';
import { ORG_CATEGORIES, ORG_CATEGORY_CODES, type OrgCategory } from '../domain/organisation';
import { UPLOAD_MESSAGES } from '../domain/upload';
import { MESSAGES } from '../messages';
import { SECRET_CALL_MESSAGES } from '../api/secretCalls';
import { EXTERNAL_LINK_TEXTS } from '../domain/externalLinks';
import { deskListsZh, feedbackResourceZh, OFFLINE_CATALOGUE, offlineZh } from './offline.zh';
import { uploadsZh } from './uploads.zh';
import { SHELL_MESSAGES, shellZh } from './shell.zh';
import { crudZh, customersResourceZh, noticesResourceZh } from './crud.zh';
import { detailZh } from './crud/detail.zh';
import { NOTICE_FORM_MESSAGES } from '../domain/notice';
import { CUSTOMER_MESSAGES } from '../domain/customer';
import { CHANGE_MESSAGES } from '../domain/changeHistory';
import { FIELD_MESSAGES } from '../domain/fields';
import { MESSAGE_CENTRE_MESSAGES, messageCentreZh } from './messageCentre.zh';
import { FEEDBACK_STATUS_MESSAGES, feedbackAdminZh } from './feedbackAdmin.zh';
import { SETTING_MESSAGES, settingsZh, settingsResourceZh } from './settings.zh';
import { PERSONAL_MESSAGES, personalResourcesZh, personalZh } from './personal.zh';
import { fieldsZh } from './fields.zh';
import { calendarZh } from './calendar.zh';
import { statResourcesZh, statsZh } from './stats.zh';
import { FOLLOW_RECORD_MESSAGES } from '../domain/followRecord';
import { customerResourcesZh, customerScreensZh } from './customers.zh';

const orgCategories = Object.fromEntries(ORG_CATEGORY_CODES.map((code) => [code, ORG_CATEGORIES[code].zh])) as Record<
  OrgCategory,
  string
>;

export const zh = {
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
  login: {
    pageTitle: '登录',
    heading: '欢迎登录',
    subtitle: '使用您的组织账号登录',
    tenantId: '租户编号',
    username: '账号',
    password: '密码',
    tenantIdPlaceholder: '请输入租户编号',
    usernamePlaceholder: '请输入账号',
    passwordPlaceholder: '请输入密码',
    showPassword: '显示密码',
    hidePassword: '隐藏密码',
    submit: '登录',
    submitting: '正在登录…',
    failed: '登录失败',
    footer: '版本 {{version}}',
  },
  externalLink: EXTERNAL_LINK_TEXTS,
  session: {
    memoryOnlyTitle: '会话仅保留到应用关闭',
    memoryOnlyBody: '此系统没有可用的密钥链，关闭应用后需要重新登录。',
  },
  desk: {
    pageTitle: '工作台',
    greeting: '您好，{{name}}',
    welcome: '欢迎回到工作台。更多功能即将在这里展开。',
    today: '今天是 {{date}}',
    profileTitle: '当前身份',
    organisation: '所属组织',
    category: '组织类别',
    role: '角色',
    account: '账号',
    phone: '手机号',
    tenantId: '租户编号',
    notSet: '未设置',
    userInfoFailed: '用户信息加载失败',
    logout: '退出登录',
    loggingOut: '正在退出…',
  },
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
  crud: { ...crudZh, detail: detailZh },
  messageCentre: messageCentreZh,
  feedbackAdmin: feedbackAdminZh,
  settings: settingsZh,
  resources: { feedback: feedbackResourceZh, customers: customersResourceZh, notices: noticesResourceZh, settings: settingsResourceZh, ...personalResourcesZh, ...statResourcesZh, ...customerResourcesZh },
  personal: personalZh,
  stats: statsZh,
  customerScreens: customerScreensZh,
  uploads: uploadsZh,
  shell: shellZh,
  fields: fieldsZh,
  calendar: calendarZh,
  /**
   * Every message the core and the server may send, namespaced by the domain that owns it, so two
   * domains' keys (customer.notFound, common.notFound) never overwrite each other.
   */
  messages: {
    common: { ...MESSAGES, maxLength: '长度不能超过{{max}}个字符' },
    auth: AUTH_MESSAGES,
    offline: OFFLINE_CATALOGUE,
    upload: UPLOAD_MESSAGES,
    shell: SHELL_MESSAGES,
    customer: CUSTOMER_MESSAGES,
    field: FIELD_MESSAGES,
    personal: PERSONAL_MESSAGES,
    followRecord: FOLLOW_RECORD_MESSAGES,
    secretCall: SECRET_CALL_MESSAGES,
    notice: NOTICE_FORM_MESSAGES,
    messageCentre: MESSAGE_CENTRE_MESSAGES,
    feedbackStatus: FEEDBACK_STATUS_MESSAGES,
    setting: SETTING_MESSAGES,
    change: CHANGE_MESSAGES,
  },
} as const;
