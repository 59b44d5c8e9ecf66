import { appVersionEndpoints } from '@shared/api/platformSettingsEndpoints';
import { appVersionSchema, MOBILE_TYPE_DICT, type AppVersion } from '@shared/domain/appVersion';
import { APP_VERSION_BUTTONS } from '@shared/domain/platformButtons';
import { dictColumn } from '../../crud/dictionary';
import type { ResourceDescriptor } from '../../crud/types';
import { AppVersionFields } from './Fields';
import { dateColumn, labelColumn } from '../../crud/columns';

export type AppVersionValues = { mobileType: string; versionName: string; versionCode: string; isUpdate: string; updateRemark: string; downloadUrl: string; remark: string; fileSha512: string; fileSize: string };


/**
 * Mobile app versions (/system/app-version, spec 3 §3, §5). The newest of each terminal is what the
 * public app-version/latest answers (the download page, the apps' update check).
 */
export const appVersions: ResourceDescriptor<AppVersion, AppVersionValues> = {
  name: 'appVersions',
  endpoints: { page: appVersionEndpoints.page, detail: appVersionEndpoints.detail },
  modes: {
    add: { endpoint: appVersionEndpoints.submit, schema: appVersionSchema, permission: APP_VERSION_BUTTONS.add },
    edit: { endpoint: appVersionEndpoints.submit, schema: appVersionSchema, permission: APP_VERSION_BUTTONS.edit },
    view: {},
  },
  remove: { endpoint: appVersionEndpoints.remove, permission: APP_VERSION_BUTTONS.remove },
  columns: [
    dictColumn('mobileType', MOBILE_TYPE_DICT, { width: 90 }),
    { key: 'versionName', width: 120 },
    { key: 'versionCode', width: 100 },
    labelColumn('isUpdate', 'resources.appVersions.forced', [0, 1], { width: 90 }),
    { key: 'downloadUrl', width: 260 },
    { key: 'createUserName', width: 100 },
    dateColumn('createTime', { width: 170 }),
  ],
  search: [
    { name: 'mobileType', kind: 'dict', code: MOBILE_TYPE_DICT },
    { name: 'versionName', kind: 'text' },
  ],
  empty: { mobileType: '', versionName: '', versionCode: '', isUpdate: '0', updateRemark: '', downloadUrl: '', remark: '', fileSha512: '', fileSize: '' },
  toValues: (v) => ({
    mobileType: v.mobileType,
    versionName: v.versionName,
    versionCode: v.versionCode,
    isUpdate: String(v.isUpdate),
    updateRemark: v.updateRemark,
    downloadUrl: v.downloadUrl,
    remark: v.remark,
    fileSha512: v.fileSha512,
    fileSize: v.fileSize ? String(v.fileSize) : '',
  }),
  Fields: AppVersionFields,
};
