/** English twin of platformSettings.zh.ts. */
import type { APP_VERSION_MESSAGES } from '../../domain/appVersion';
import type { PARAM_MESSAGES } from '../../domain/param';
import type { PROMOTION_MESSAGES } from '../../domain/promotion';
import type { REGION_ADMIN_MESSAGES } from '../../domain/region';
import type { Twin } from '../twin';
import type { platformPlatformSettingsZh } from './platformSettings.zh';

const regionAdmin: Record<keyof typeof REGION_ADMIN_MESSAGES, string> = {
  regionName: 'Enter the region name',
  regionParent: 'Choose the parent region',
  regionParentUnknown: 'The parent region does not exist',
  regionCodeFits: "A region code starts with its parent's code: 2 digits for a province, 4 for a city, 6 for a county, 9 for a town",
  regionLeaf: 'A town cannot have regions below it',
  regionCodeExists: 'This region code already exists',
  regionCodeFixed: "A region's code cannot be changed",
  regionHasChildren: 'This region still has regions below it and cannot be deleted',
  regionUsedByOrganisation: "This region is an organisation's service region or seat and cannot be deleted",
  regionUsedByPerson: 'This region is used by a personal profile or an expert certification and cannot be deleted',
  regionUsedByCustomer: 'This region is used by a customer and cannot be deleted',
  regionUsedByRecord: 'This region is used by another company or a registration and cannot be deleted',
};

const param: Record<keyof typeof PARAM_MESSAGES, string> = {
  paramName: 'Enter the parameter name',
  paramKey: 'Enter the parameter key',
  paramValue: 'Enter the parameter value',
  paramKeyExists: 'This parameter key already exists',
  paramNotFound: 'The parameter does not exist or was deleted',
  paramCaptchaValue: 'The captcha switch takes only true or false',
};

const appVersion: Record<keyof typeof APP_VERSION_MESSAGES, string> = {
  appVersionTerminal: 'Choose the terminal',
  appVersionName: 'Enter the version name',
  appVersionCode: 'Enter the version number',
  appVersionForced: 'Choose whether the update is forced',
  appVersionUrl: 'Enter the download URL',
  appVersionUrlFormat: 'The download URL is not valid',
  appVersionNotFound: 'The version does not exist or was deleted',
  appVersionDesktopName: 'A desktop version name is x.y.z, e.g. 1.2.0',
  appVersionSha512: "Enter the installer's SHA-512 checksum (base64)",
  appVersionFileSize: "Enter the installer's size in bytes",
};

const promotion: Record<keyof typeof PROMOTION_MESSAGES, string> = {
  promotionTitle: 'Enter the title',
  promotionContent: 'Enter the content',
  promotionStatus: 'Choose the status',
  promotionNotFound: 'The promotion does not exist or was deleted',
  promotionClosed: 'This promotion has not started or has ended; sign-ups are closed',
  promotionJoinName: 'Enter your name',
  promotionJoinCompany: 'Enter your company',
  promotionJoined: 'You have already signed up; we will contact you soon',
  promotionJoinThanks: 'Signed up; we will contact you soon',
  promotionJoinTooMany: 'Too many sign-ups; try again later',
  promotionLeadNotFound: 'The sign-up does not exist or was deleted',
  promotionFollowStatus: 'Choose the follow-up status',
};

export const platformPlatformSettingsEn: Twin<typeof platformPlatformSettingsZh> = {
  resources: {
    regions: {
      name: 'region',
      fields: { code: 'Code', parentCode: 'Parent code', name: 'Name', level: 'Level', hasChildren: 'Below' },
      levels: { '1': 'Province', '2': 'City', '3': 'County', '4': 'Town' },
      actions: { children: 'Regions below', addChild: 'Add below' },
      root: 'Nationwide',
      path: 'Current level',
    },
    params: {
      name: 'parameter',
      fields: { paramName: 'Name', paramKey: 'Key', paramValue: 'Value', remark: 'Remark', createTime: 'Created', updateTime: 'Updated' },
      secretSet: 'Set (not shown)',
      secretHint: 'Leave blank to keep the current value',
    },
    appVersions: {
      name: 'version',
      fields: {
        mobileType: 'Terminal',
        versionName: 'Version name',
        versionCode: 'Version number',
        isUpdate: 'Forced update',
        updateRemark: 'Update notes',
        downloadUrl: 'Download URL',
        fileSha512: 'Installer SHA-512',
        fileSize: 'Installer size (bytes)',
        remark: 'Remark',
        createUserName: 'Created by',
        createTime: 'Created',
        updateUserName: 'Updated by',
        updateTime: 'Updated',
      },
      forced: { '1': 'Yes', '0': 'No' },
    },
    promotions: {
      name: 'promotion',
      detailTitle: 'Promotion details',
      fields: { title: 'Title', content: 'Content', startTime: 'Starts', endTime: 'Ends', status: 'Status', joinCount: 'Sign-ups', createUserName: 'Created by', createTime: 'Created', link: 'Public link' },
      statuses: { '0': 'Draft', '1': 'Published' },
      actions: { details: 'Sign-ups' },
    },
    promotionLeads: {
      name: 'sign-up',
      fields: { name: 'Name', company: 'Company', phone: 'Mobile', remark: 'Message', followStatus: 'Follow-up', followRemark: 'Follow-up note', followUserName: 'Followed by', followTime: 'Followed', createTime: 'Signed up' },
      followStatuses: { '0': 'Waiting', '1': 'Followed up', '2': 'Not valid' },
      actions: { follow: 'Follow up' },
    },
    promotionPublic: {
      heading: 'Promotion',
      period: 'Period',
      join: 'Sign up',
      submit: 'Submit',
      closed: 'Sign-ups for this promotion are not open now',
      missing: 'The promotion was not found',
      login: 'Sign in',
    },
  },
  messages: { regionAdmin, param, appVersion, promotion },
};
