/** English, switchable from the login page. Its shape is checked against zh's by `Translations`. */
import { membersEn, removedMembersEn } from './resources/members.en';
import { memberMessagesEn } from './messages/member.en';
import { ORG_CATEGORIES, ORG_CATEGORY_CODES, type OrgCategory } from '../domain/organisation';
import type { Translations } from './index';
import { offlineEn } from './offline.en';
import { uploadsEn } from './uploads.en';
import { shellEn } from './shell.en';
import { externalLinkEn } from './externalLink.en';
import { updatesEn } from './updates.en';
import { personalEn } from './personal.en';
import { fieldsEn } from './fields.en';
import { calendarEn } from './calendar.en';
import { statsEn } from './stats.en';
import { customerScreensEn } from './customers.en';
import { crudEn } from './crud.en';
import { messageCentreEn } from './messageCentre.en';
import { feedbackAdminEn } from './feedbackAdmin.en';
import { settingsEn } from './settings.en';
import { loginEn } from './login.en';
import { deskEn, deskListsEn } from './desk.en';
import { authMessagesEn } from './messages/auth.en';
import { commonMessagesEn } from './messages/common.en';
import { coreMessagesEn } from './messages/core.en';
import { customerMessagesEn } from './messages/customer.en';
import { enterpriseRegistrationMessagesEn } from './messages/enterpriseRegistration.en';
import { registrationsEn } from './resources/registrations.en';
import { feedbackMessagesEn } from './messages/feedback.en';
import { feedbackStatusMessagesEn } from './messages/feedbackStatus.en';
import { fieldMessagesEn } from './messages/field.en';
import { followRecordMessagesEn } from './messages/followRecord.en';
import { httpMessagesEn } from './messages/http.en';
import { messageCentreMessagesEn } from './messages/messageCentre.en';
import { noticeMessagesEn } from './messages/notice.en';
import { offlineMessagesEn } from './messages/offline.en';
import { personalMessagesEn } from './messages/personal.en';
import { requestMessagesEn } from './messages/request.en';
import { ruleMessagesEn } from './messages/rule.en';
import { secretCallMessagesEn } from './messages/secretCall.en';
import { settingMessagesEn } from './messages/setting.en';
import { shellMessagesEn } from './messages/shell.en';
import { scopeMessagesEn } from './messages/scope.en';
import { uploadMessagesEn } from './messages/upload.en';
import { customersEn } from './resources/customers.en';
import { rolesEn } from './resources/roles.en';
import { menuTemplateEn } from './resources/menuTemplate.en';
import { menuTemplateMessagesEn, roleMessagesEn } from './messages/roleGrant.en';
import { customerInvitesEn } from './resources/customerInvites.en';
import { expertCertEn } from './resources/expertCert.en';
import { feedbackEn } from './resources/feedback.en';
import { followRecordsEn } from './resources/followRecords.en';
import { inviteEn } from './resources/invite.en';
import { noticesEn } from './resources/notices.en';
import { dataScopesEn, apiScopesEn } from './resources/scopes.en';
import { passwordEn } from './resources/password.en';
import { phoneChangeEn } from './resources/phoneChange.en';
import { profileEn } from './resources/profile.en';
import { settingsResourceEn } from './resources/settings.en';
import { designCompanyStatsEn, mgrCompanyStatsEn, techCompanyStatsEn } from './resources/stats.en';
import { partnerMessagesEn, partnerResourcesEn } from './partners.en';
import { formulaEn } from './crud/formula.en';
import { pickerEn } from './crud/picker.en';
import { modifyEn } from './crud/modify.en';
import { actionsEn } from './crud/actions.en';
import { statusChangeEn } from './crud/statusChange.en';
import { detailEn } from './crud/detail.en';
import { orgStructureEn } from './orgStructure.en';
import { orgProfileMessagesEn } from './messages/orgProfile.en';
import { organisationResourcesEn } from './resources/organisations.en';
import { platformUsersEn } from './platform/users.en';
import { importsEn } from './imports.en';
import { printEn } from './print.en';
import { platformDictsEn } from './platform/dicts.en';
import { platformPlatformSettingsEn } from './platform/platformSettings.en';
import { platformTenantsEn } from './platform/tenants.en';
import { platformStorageEn } from './platform/storage.en';
import { platformLogsEn } from './platform/logs.en';
import { projectCommonEn } from './project/common.en';
import { projectRecordsEn } from './project/records.en';
import { projectShotsEn } from './project/shots.en';
import { projectInitiationEn } from './project/initiation.en';
import { projectTeamsEn } from './project/teams.en';
import { projectArchivesEn } from './project/archives.en';
import { projectPublicationsEn } from './project/publications.en';
import { projectReviewsEn } from './project/reviews.en';
import { projectExpertsEn } from './project/experts.en';
import { contractCommonEn } from './contract/common.en';
import { contractOwnerEn } from './contract/owner.en';
import { contractPlatformEn } from './contract/platform.en';
import { contractProductionEn } from './contract/production.en';
import { contractResourceEn } from './contract/resource.en';
import { contractDetailsEn } from './contract/details.en';
import { contractMineEn } from './contract/mine.en';
import { financeInvoiceEn } from './finance/invoice.en';
import { financeArrivalEn } from './finance/arrival.en';
import { financeExpenseEn } from './finance/expense.en';
import { financePaymentEn } from './finance/payment.en';
import { financeTenderEn } from './finance/tender.en';
import { financeReportEn } from './finance/report.en';
import { boardIndexEn } from './board/index.en';
import { financeDepositEn } from './finance/deposit.en';
import { financeCommonEn } from './finance/common.en';
import { appMenuEn } from './appMenu.en';

const orgCategories = Object.fromEntries(ORG_CATEGORY_CODES.map((code) => [code, ORG_CATEGORIES[code].en])) as Record<
  OrgCategory,
  string
>;

export const en: Translations = {
  app: {
    name: 'Construction Design Back Office',
    loading: 'Loading…',
    pageTitle: '{{page}} - {{app}}',
  },
  language: {
    label: 'Language',
    zh: '中文',
    en: 'English',
  },
  login: loginEn,
  externalLink: externalLinkEn,
  updates: updatesEn,
  session: {
    memoryOnlyTitle: 'Your session lasts until the app closes',
    memoryOnlyBody: 'No keychain is available on this system, so you will need to sign in again after closing the app.',
    memoryOnlyCache: 'The local cache and drafts are kept in memory only too, and are gone when the app closes.',
  },
  desk: deskEn,
  notFound: {
    pageTitle: 'Page not found',
    code: '404',
    heading: 'Page not found',
    body: 'The page you are looking for does not exist or has been removed.',
    backHome: 'Back to home',
  },
  routeError: {
    pageTitle: 'Something went wrong',
    heading: 'The page could not be loaded',
    body: 'Please reload the page; if the problem persists, restart the app.',
    reload: 'Reload',
  },
  orgCategories,
  offline: offlineEn,
  deskLists: deskListsEn,
  crud: { ...crudEn, formula: formulaEn, picker: pickerEn, modify: modifyEn, actions: actionsEn, statusChange: statusChangeEn, detail: detailEn },
  messageCentre: messageCentreEn,
  feedbackAdmin: feedbackAdminEn,
  settings: settingsEn,
  appMenu: appMenuEn,
  resources: {
    ...orgStructureEn.resources,
    ...organisationResourcesEn,
    members: membersEn,
    removedMembers: removedMembersEn,
    customers: customersEn,
    registrations: registrationsEn,
    roles: rolesEn,
    menuTemplate: menuTemplateEn,
    customerInvites: customerInvitesEn,
    followRecords: followRecordsEn,
    notices: noticesEn,
    dataScopes: dataScopesEn,
    apiScopes: apiScopesEn,
    feedback: feedbackEn,
    settings: settingsResourceEn,
    profile: profileEn,
    expertCert: expertCertEn,
    password: passwordEn,
    phoneChange: phoneChangeEn,
    invite: inviteEn,
    techCompanyStats: techCompanyStatsEn,
    mgrCompanyStats: mgrCompanyStatsEn,
    designCompanyStats: designCompanyStatsEn,
    ...partnerResourcesEn,
    ...platformUsersEn.resources,
    ...importsEn.resources,
    ...printEn.resources,
    ...platformDictsEn.resources,
    ...platformPlatformSettingsEn.resources,
    ...platformTenantsEn.resources,
    ...platformStorageEn.resources,
    ...platformLogsEn.resources,
    ...projectCommonEn.resources,
    ...projectRecordsEn.resources,
    ...projectShotsEn.resources,
    ...projectInitiationEn.resources,
    ...projectTeamsEn.resources,
    ...projectArchivesEn.resources,
    ...projectPublicationsEn.resources,
    ...projectReviewsEn.resources,
    ...projectExpertsEn.resources,
    ...contractCommonEn.resources,
    ...contractOwnerEn.resources,
    ...contractPlatformEn.resources,
    ...contractProductionEn.resources,
    ...contractResourceEn.resources,
    ...contractDetailsEn.resources,
    ...contractMineEn.resources,
    ...financeInvoiceEn.resources,
    ...financeArrivalEn.resources,
    ...financeExpenseEn.resources,
    ...financePaymentEn.resources,
    ...financeTenderEn.resources,
    ...financeReportEn.resources,
    ...boardIndexEn.resources,
    ...financeDepositEn.resources,
    ...financeCommonEn.resources,
  },
  personal: personalEn,
  stats: statsEn,
  customerScreens: customerScreensEn,
  uploads: uploadsEn,
  shell: shellEn,
  fields: fieldsEn,
  calendar: calendarEn,
  messages: {
    ...orgStructureEn.messages,
    orgProfile: orgProfileMessagesEn,
    member: memberMessagesEn,
    common: commonMessagesEn,
    rule: ruleMessagesEn,
    request: requestMessagesEn,
    http: httpMessagesEn,
    core: coreMessagesEn,
    auth: authMessagesEn,
    offline: offlineMessagesEn,
    feedback: feedbackMessagesEn,
    upload: uploadMessagesEn,
    shell: shellMessagesEn,
    customer: customerMessagesEn,
    enterpriseRegistration: enterpriseRegistrationMessagesEn,
    role: roleMessagesEn,
    menuTemplate: menuTemplateMessagesEn,
    field: fieldMessagesEn,
    personal: personalMessagesEn,
    followRecord: followRecordMessagesEn,
    secretCall: secretCallMessagesEn,
    notice: noticeMessagesEn,
    messageCentre: messageCentreMessagesEn,
    feedbackStatus: feedbackStatusMessagesEn,
    setting: settingMessagesEn,
    change: { reason: 'Please enter the reason for the change' },
    pathParam: { pathParamMissing: 'Invalid request: a path parameter is missing', pathParamInvalid: 'Invalid request: a path parameter is not allowed' },
    sort: { sortField: 'Invalid request: the list cannot be sorted by this field' },
    scope: scopeMessagesEn,
    ...partnerMessagesEn,
    ...platformUsersEn.messages,
    ...importsEn.messages,
    ...printEn.messages,
    ...platformDictsEn.messages,
    ...platformPlatformSettingsEn.messages,
    ...platformTenantsEn.messages,
    ...platformStorageEn.messages,
    ...platformLogsEn.messages,
    ...projectCommonEn.messages,
    ...projectRecordsEn.messages,
    ...projectShotsEn.messages,
    ...projectInitiationEn.messages,
    ...projectTeamsEn.messages,
    ...projectArchivesEn.messages,
    ...projectPublicationsEn.messages,
    ...projectReviewsEn.messages,
    ...projectExpertsEn.messages,
    ...contractCommonEn.messages,
    ...contractOwnerEn.messages,
    ...contractPlatformEn.messages,
    ...contractProductionEn.messages,
    ...contractResourceEn.messages,
    ...contractDetailsEn.messages,
    ...contractMineEn.messages,
    ...financeInvoiceEn.messages,
    ...financeArrivalEn.messages,
    ...financeExpenseEn.messages,
    ...financePaymentEn.messages,
    ...financeTenderEn.messages,
    ...financeReportEn.messages,
    ...boardIndexEn.messages,
    ...financeDepositEn.messages,
    ...financeCommonEn.messages,
  },
};
