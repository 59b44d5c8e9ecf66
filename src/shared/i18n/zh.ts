/**
 * Chinese, the default language. Labels come from one file per area (./<area>.zh.ts) and one per
 * resource (./resources/<resource>.zh.ts); messages from the src/shared module that owns them, each
 * domain a namespace of `messages` (English twins in ./messages/<namespace>.en.ts).
 */
import { membersZh, removedMembersZh } from './resources/members.zh';
import { MEMBER_MESSAGES } from '../domain/member';
import { AUTH_MESSAGES } from '../domain/auth';
import { ORG_CATEGORIES, ORG_CATEGORY_CODES, type OrgCategory } from '../domain/organisation';
import { UPLOAD_MESSAGES } from '../domain/upload';
import { CORE_MESSAGES, HTTP_MESSAGES, MESSAGES, REQUEST_MESSAGES } from '../messages';
import { SECRET_CALL_MESSAGES } from '../api/secretCalls';
import { PATH_PARAM_MESSAGES } from '../api/pathParams';
import { SORT_MESSAGES } from '../api/sorting';
import { EXTERNAL_LINK_TEXTS } from '../domain/externalLinks';
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
import { NOTICE_FORM_MESSAGES } from '../domain/notice';
import { CUSTOMER_MESSAGES } from '../domain/customer';
import { ENTERPRISE_REGISTRATION_MESSAGES } from '../domain/enterpriseRegistration';
import { registrationsZh } from './resources/registrations.zh';
import { CHANGE_MESSAGES } from '../domain/changeHistory';
import { FIELD_MESSAGES } from '../domain/fields';
import { FEEDBACK_MESSAGES, FEEDBACK_STATUS_MESSAGES } from '../domain/feedback';
import { OFFLINE_MESSAGES } from '../domain/offline';
import { RULE_MESSAGES } from '../domain/rules';
import { SETTING_MESSAGES } from '../domain/systemSettings';
import { messageCentreZh } from './messageCentre.zh';
import { feedbackAdminZh } from './feedbackAdmin.zh';
import { settingsZh } from './settings.zh';
import { personalZh } from './personal.zh';
import { fieldsZh } from './fields.zh';
import { calendarZh } from './calendar.zh';
import { statsZh } from './stats.zh';
import { FOLLOW_RECORD_MESSAGES } from '../domain/followRecord';
import { SCOPE_MESSAGES } from '../domain/scopeMessages';
import { customerScreensZh } from './customers.zh';
import { loginZh } from './login.zh';
import { deskListsZh, deskZh } from './desk.zh';
import { SHELL_MESSAGES } from './messages/shell.zh';
import { PERSONAL_MESSAGES } from './messages/personal.zh';
import { MESSAGE_CENTRE_MESSAGES } from './messages/messageCentre.zh';
import { customersZh } from './resources/customers.zh';
import { rolesZh } from './resources/roles.zh';
import { menuTemplateZh } from './resources/menuTemplate.zh';
import { MENU_TEMPLATE_MESSAGES, ROLE_MESSAGES } from '../domain/roleGrant';
import { customerInvitesZh } from './resources/customerInvites.zh';
import { expertCertZh } from './resources/expertCert.zh';
import { feedbackZh } from './resources/feedback.zh';
import { followRecordsZh } from './resources/followRecords.zh';
import { inviteZh } from './resources/invite.zh';
import { noticesZh } from './resources/notices.zh';
import { dataScopesZh, apiScopesZh } from './resources/scopes.zh';
import { passwordZh } from './resources/password.zh';
import { phoneChangeZh } from './resources/phoneChange.zh';
import { profileZh } from './resources/profile.zh';
import { settingsResourceZh } from './resources/settings.zh';
import { designCompanyStatsZh, mgrCompanyStatsZh, techCompanyStatsZh } from './resources/stats.zh';
import { orgStructureZh } from './orgStructure.zh';
import { ORG_PROFILE_MESSAGES } from '../domain/orgProfile';
import { organisationResourcesZh } from './resources/organisations.zh';
import { partnerMessagesZh, partnerResourcesZh } from './partners.zh';

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
  login: loginZh,
  externalLink: EXTERNAL_LINK_TEXTS,
  session: {
    memoryOnlyTitle: '会话仅保留到应用关闭',
    memoryOnlyBody: '此系统没有可用的密钥链，关闭应用后需要重新登录。',
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
  /** Labels of each resource (resources.<name>.name, .fields.<field>), one pair of files per resource. */
  resources: {
    ...orgStructureZh.resources,
    ...organisationResourcesZh,
    members: membersZh,
    removedMembers: removedMembersZh,
    customers: customersZh,
    registrations: registrationsZh,
    roles: rolesZh,
    menuTemplate: menuTemplateZh,
    customerInvites: customerInvitesZh,
    followRecords: followRecordsZh,
    notices: noticesZh,
    dataScopes: dataScopesZh,
    apiScopes: apiScopesZh,
    feedback: feedbackZh,
    settings: settingsResourceZh,
    profile: profileZh,
    expertCert: expertCertZh,
    password: passwordZh,
    phoneChange: phoneChangeZh,
    invite: inviteZh,
    techCompanyStats: techCompanyStatsZh,
    mgrCompanyStats: mgrCompanyStatsZh,
    designCompanyStats: designCompanyStatsZh,
    ...partnerResourcesZh,
  },
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
    ...orgStructureZh.messages,
    orgProfile: ORG_PROFILE_MESSAGES,
    member: MEMBER_MESSAGES,
    common: MESSAGES,
    rule: RULE_MESSAGES,
    request: REQUEST_MESSAGES,
    http: HTTP_MESSAGES,
    core: CORE_MESSAGES,
    auth: AUTH_MESSAGES,
    offline: OFFLINE_MESSAGES,
    feedback: FEEDBACK_MESSAGES,
    upload: UPLOAD_MESSAGES,
    shell: SHELL_MESSAGES,
    customer: CUSTOMER_MESSAGES,
    enterpriseRegistration: ENTERPRISE_REGISTRATION_MESSAGES,
    role: ROLE_MESSAGES,
    menuTemplate: MENU_TEMPLATE_MESSAGES,
    field: FIELD_MESSAGES,
    personal: PERSONAL_MESSAGES,
    followRecord: FOLLOW_RECORD_MESSAGES,
    secretCall: SECRET_CALL_MESSAGES,
    notice: NOTICE_FORM_MESSAGES,
    messageCentre: MESSAGE_CENTRE_MESSAGES,
    feedbackStatus: FEEDBACK_STATUS_MESSAGES,
    setting: SETTING_MESSAGES,
    change: CHANGE_MESSAGES,
    pathParam: PATH_PARAM_MESSAGES,
    sort: SORT_MESSAGES,
    scope: SCOPE_MESSAGES,
    ...partnerMessagesZh,
  },
} as const;
