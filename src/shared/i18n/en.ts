/** English, switchable from the login page. Its shape is checked against zh's by `Translations`. */
import { ORG_CATEGORIES, ORG_CATEGORY_CODES, type OrgCategory } from '../domain/organisation';
import type { Translations } from './index';
import { deskListsEn, feedbackResourceEn, OFFLINE_CATALOGUE_EN, offlineEn } from './offline.en';
import { UPLOAD_MESSAGES_EN, uploadsEn } from './uploads.en';
import { SHELL_MESSAGES_EN, shellEn } from './shell.en';
import { externalLinkEn, SECURITY_MESSAGES_EN } from './security.en';
import { PERSONAL_MESSAGES_EN, personalEn, personalResourcesEn } from './personal.en';
import { FIELD_MESSAGES_EN, fieldsEn } from './fields.en';
import { calendarEn } from './calendar.en';
import { statResourcesEn, statsEn } from './stats.en';
import { customerResourcesEn, customerScreensEn, FOLLOW_RECORD_MESSAGES_EN } from './customers.en';
import { crudEn, CUSTOMER_MESSAGES_EN, customersResourceEn, NOTICE_FORM_MESSAGES_EN, noticesResourceEn } from './crud.en';
import { detailEn } from './crud/detail.en';
import { MESSAGE_CENTRE_MESSAGES_EN, messageCentreEn } from './messageCentre.en';
import { FEEDBACK_STATUS_MESSAGES_EN, feedbackAdminEn } from './feedbackAdmin.en';
import { SETTING_MESSAGES_EN, settingsEn, settingsResourceEn } from './settings.en';

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
  login: {
    pageTitle: 'Sign in',
    heading: 'Welcome',
    subtitle: 'Sign in with your organisation account',
    tenantId: 'Tenant ID',
    username: 'Account',
    password: 'Password',
    tenantIdPlaceholder: 'Enter the tenant ID',
    usernamePlaceholder: 'Enter your account',
    passwordPlaceholder: 'Enter your password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    submit: 'Sign in',
    submitting: 'Signing in…',
    failed: 'Sign-in failed',
    footer: 'Version {{version}}',
  },
  externalLink: externalLinkEn,
  session: {
    memoryOnlyTitle: 'Your session lasts until the app closes',
    memoryOnlyBody: 'No keychain is available on this system, so you will need to sign in again after closing the app.',
  },
  desk: {
    pageTitle: 'Workbench',
    greeting: 'Hello, {{name}}',
    welcome: 'Welcome back to your workbench. More features will appear here soon.',
    today: 'Today is {{date}}',
    profileTitle: 'Current identity',
    organisation: 'Organisation',
    category: 'Organisation category',
    role: 'Role',
    account: 'Account',
    phone: 'Mobile',
    tenantId: 'Tenant ID',
    notSet: 'Not set',
    userInfoFailed: 'Could not load your user information',
    logout: 'Sign out',
    loggingOut: 'Signing out…',
  },
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
  crud: { ...crudEn, detail: detailEn },
  messageCentre: messageCentreEn,
  feedbackAdmin: feedbackAdminEn,
  settings: settingsEn,
  resources: { feedback: feedbackResourceEn, customers: customersResourceEn, notices: noticesResourceEn, settings: settingsResourceEn, ...personalResourcesEn, ...statResourcesEn, ...customerResourcesEn },
  personal: personalEn,
  stats: statsEn,
  customerScreens: customerScreensEn,
  uploads: uploadsEn,
  shell: shellEn,
  fields: fieldsEn,
  calendar: calendarEn,
  messages: {
    common: {
      offline: 'You are offline',
      unknown: 'Unknown error',
      tokenMissing: 'Your session token is missing. Please sign in again.',
      uploadFailed: 'File upload failed',
      uploadConfigFailed: 'Upload configuration failed. Please continue the upload later.',
      uploadInterrupted: 'File upload interrupted',
      uploadPaused: 'Upload paused',
      noDownloadPermission: 'You do not have permission to download this file!',
      selectAtLeastOne: 'Please select at least one record',
      created: 'Created successfully',
      updated: 'Updated successfully',
      deleted: 'Deleted successfully',
      sessionExpired: 'Your session has expired. Please sign in again.',
      badRequest: 'The request parameters are invalid',
      notFound: 'The requested resource does not exist',
      forbidden: 'You do not have permission to access this resource',
      serverError: 'The server is having trouble. Please try again later.',
      clientUnauthorized: 'Client authentication failed',
      tenantMismatch: 'The tenant does not match your sign-in',
      tooManyRequests: 'Too many requests. Please try again later.',
      maxLength: 'Must be at most {{max}} characters',
    },
    auth: {
      badCredentials: 'Incorrect account or password',
      locked: 'Too many wrong passwords. The account is locked; please try again in 15 minutes.',
      tenantRequired: 'Please enter the tenant ID',
      tenantFormat: 'The tenant ID format is invalid',
      tenantUnknown: 'The tenant does not exist',
      accountRequired: 'Please enter your account',
      passwordRequired: 'Please enter your password',
      phoneRequired: 'Please enter your mobile number',
      phoneFormat: 'The mobile number format is invalid',
      codeRequired: 'Please enter the verification code',
      codeInvalid: 'The verification code is wrong or has expired',
      captchaInvalid: 'The image verification code is wrong',
      refreshInvalid: 'Your session has expired. Please sign in again.',
      grantUnsupported: 'Unsupported grant type',
      grantNotConfigured: 'This server is not set up for this sign-in method',
      orgNotJoined: 'Your status in this organisation does not allow switching to it. Please contact an administrator.',
      orgUnknown: 'You have not joined this organisation',
      userDisabled: 'This account is disabled',
      captchaRequired: 'Please enter the image verification code',
      captchaDisabled: 'Image verification is not enabled',
      roleUnknown: 'You do not hold this role in this organisation',
      deptUnknown: 'You do not hold a post in this department',
      orgDisabled: 'This organisation is disabled. Please contact an administrator.',
      smsTooFrequent: 'Verification codes are being requested too often. Please try again later.',
      signInThrottled: 'Too many failed sign-ins. Please try again later.',
      smsLimitReached: 'Too many verification codes have been requested. Please try again later.',
    },
    offline: OFFLINE_CATALOGUE_EN,
    upload: UPLOAD_MESSAGES_EN,
    shell: SHELL_MESSAGES_EN,
    customer: CUSTOMER_MESSAGES_EN,
    field: FIELD_MESSAGES_EN,
    personal: PERSONAL_MESSAGES_EN,
    followRecord: FOLLOW_RECORD_MESSAGES_EN,
    secretCall: SECURITY_MESSAGES_EN,
    notice: NOTICE_FORM_MESSAGES_EN,
    messageCentre: MESSAGE_CENTRE_MESSAGES_EN,
    feedbackStatus: FEEDBACK_STATUS_MESSAGES_EN,
    setting: SETTING_MESSAGES_EN,
    change: { reason: 'Please enter the reason for the change' },
  },
};
