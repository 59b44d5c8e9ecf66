/**
 * Chinese labels of each resource (one file per resource, ./resources/<resource>.zh.ts) and every
 * message of the core and the server, namespaced by the domain that owns it (English twins in
 * ./messages/<namespace>.en.ts). Its own chunk in the renderer, so /login does not grow with screens.
 */
import { membersZh, removedMembersZh } from './resources/members.zh';
import { MEMBER_MESSAGES } from '../domain/member';
import { AUTH_MESSAGES } from '../domain/auth';
import { UPLOAD_MESSAGES } from '../domain/upload';
import { CORE_MESSAGES, HTTP_MESSAGES, MESSAGES, REQUEST_MESSAGES } from '../messages';
import { SECRET_CALL_MESSAGES } from '../api/secretCalls';
import { PATH_PARAM_MESSAGES } from '../api/pathParams';
import { SORT_MESSAGES } from '../api/sorting';
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
import { FOLLOW_RECORD_MESSAGES } from '../domain/followRecord';
import { SCOPE_MESSAGES } from '../domain/scopeMessages';
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
import { platformUsersZh } from './platform/users.zh';
import { importsZh } from './imports.zh';
import { printZh } from './print.zh';
import { platformDictsZh } from './platform/dicts.zh';
import { platformPlatformSettingsZh } from './platform/platformSettings.zh';
import { platformTenantsZh } from './platform/tenants.zh';
import { platformStorageZh } from './platform/storage.zh';
import { platformLogsZh } from './platform/logs.zh';
import { projectCommonZh } from './project/common.zh';
import { projectRecordsZh } from './project/records.zh';
import { projectShotsZh } from './project/shots.zh';
import { projectInitiationZh } from './project/initiation.zh';
import { projectTeamsZh } from './project/teams.zh';
import { projectArchivesZh } from './project/archives.zh';
import { projectPublicationsZh } from './project/publications.zh';
import { projectReviewsZh } from './project/reviews.zh';
import { projectExpertsZh } from './project/experts.zh';
import { contractCommonZh } from './contract/common.zh';
import { contractOwnerZh } from './contract/owner.zh';
import { contractPlatformZh } from './contract/platform.zh';
import { contractProductionZh } from './contract/production.zh';
import { contractResourceZh } from './contract/resource.zh';
import { contractDetailsZh } from './contract/details.zh';
import { contractMineZh } from './contract/mine.zh';
import { financeInvoiceZh } from './finance/invoice.zh';
import { financeArrivalZh } from './finance/arrival.zh';
import { financeExpenseZh } from './finance/expense.zh';
import { financePaymentZh } from './finance/payment.zh';
import { financeTenderZh } from './finance/tender.zh';
import { financeReportZh } from './finance/report.zh';
import { boardIndexZh } from './board/index.zh';
import { financeDepositZh } from './finance/deposit.zh';
import { financeCommonZh } from './finance/common.zh';
import { appMenuZh } from './appMenu.zh';

export const zhScreens = {
  /** The desktop app's native menu bar (main process only). */
  appMenu: appMenuZh,
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
    ...platformUsersZh.resources,
    ...importsZh.resources,
    ...printZh.resources,
    ...platformDictsZh.resources,
    ...platformPlatformSettingsZh.resources,
    ...platformTenantsZh.resources,
    ...platformStorageZh.resources,
    ...platformLogsZh.resources,
    ...projectCommonZh.resources,
    ...projectRecordsZh.resources,
    ...projectShotsZh.resources,
    ...projectInitiationZh.resources,
    ...projectTeamsZh.resources,
    ...projectArchivesZh.resources,
    ...projectPublicationsZh.resources,
    ...projectReviewsZh.resources,
    ...projectExpertsZh.resources,
    ...contractCommonZh.resources,
    ...contractOwnerZh.resources,
    ...contractPlatformZh.resources,
    ...contractProductionZh.resources,
    ...contractResourceZh.resources,
    ...contractDetailsZh.resources,
    ...contractMineZh.resources,
    ...financeInvoiceZh.resources,
    ...financeArrivalZh.resources,
    ...financeExpenseZh.resources,
    ...financePaymentZh.resources,
    ...financeTenderZh.resources,
    ...financeReportZh.resources,
    ...boardIndexZh.resources,
    ...financeDepositZh.resources,
    ...financeCommonZh.resources,
  },
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
    ...platformUsersZh.messages,
    ...importsZh.messages,
    ...printZh.messages,
    ...platformDictsZh.messages,
    ...platformPlatformSettingsZh.messages,
    ...platformTenantsZh.messages,
    ...platformStorageZh.messages,
    ...platformLogsZh.messages,
    ...projectCommonZh.messages,
    ...projectRecordsZh.messages,
    ...projectShotsZh.messages,
    ...projectInitiationZh.messages,
    ...projectTeamsZh.messages,
    ...projectArchivesZh.messages,
    ...projectPublicationsZh.messages,
    ...projectReviewsZh.messages,
    ...projectExpertsZh.messages,
    ...contractCommonZh.messages,
    ...contractOwnerZh.messages,
    ...contractPlatformZh.messages,
    ...contractProductionZh.messages,
    ...contractResourceZh.messages,
    ...contractDetailsZh.messages,
    ...contractMineZh.messages,
    ...financeInvoiceZh.messages,
    ...financeArrivalZh.messages,
    ...financeExpenseZh.messages,
    ...financePaymentZh.messages,
    ...financeTenderZh.messages,
    ...financeReportZh.messages,
    ...boardIndexZh.messages,
    ...financeDepositZh.messages,
    ...financeCommonZh.messages,
  },
} as const;
