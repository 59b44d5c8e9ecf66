import { storageEndpoints } from '@shared/api/storageEndpoints';
import { OSS_BUTTONS } from '@shared/domain/platformButtons';
import { STORAGE_CATEGORIES, storageConfigEditSchema, storageConfigSchema, type StorageConfig } from '@shared/domain/storageConfig';
import { looseT } from '../../crud/looseT';
import type { ResourceDescriptor } from '../../crud/types';
import { OssConfigFields } from './Fields';
import { dateColumn, labelColumn, optionLabels } from '../../crud/columns';

export type OssConfigValues = { code: string; category: string; endpoint: string; bucket: string; region: string; accessKey: string; secretKey: string; roleArn: string; remark: string };

const label = (key: string) => looseT(`resources.ossConfigs.${key}`);

/**
 * Storage configurations (对象存储, spec 3 §7 resource oss): the operator's administrator adds, edits,
 * removes and enables one at a time; the enabled one decides where large uploads go (oss/sts).
 */
export const ossConfigs: ResourceDescriptor<StorageConfig, OssConfigValues> = {
  name: 'ossConfigs',
  endpoints: { page: storageEndpoints.ossList, detail: storageEndpoints.ossDetail },
  modes: {
    add: { endpoint: storageEndpoints.ossSubmit, schema: storageConfigSchema, permission: OSS_BUTTONS.add },
    edit: { endpoint: storageEndpoints.ossSubmit, schema: storageConfigEditSchema, permission: OSS_BUTTONS.edit },
    view: {},
  },
  // The secret is typed only to be sent: the form's local draft never keeps it.
  secretFields: ['secretKey'],
  remove: { endpoint: storageEndpoints.ossRemove, permission: OSS_BUTTONS.remove },
  rowActions: [
    {
      kind: 'confirm',
      key: 'enable',
      label: 'resources.ossConfigs.actions.enable',
      message: 'resources.ossConfigs.actions.enableConfirm',
      permission: OSS_BUTTONS.enable,
      visible: (r) => r.status !== 1,
      endpoint: storageEndpoints.ossEnable,
      params: (rs) => ({ id: rs[0].id }),
    },
  ],
  columns: [
    { key: 'code', width: 130 },
    labelColumn('status', 'resources.ossConfigs.statuses', [0, 1], { width: 90 }),
    labelColumn('category', 'resources.ossConfigs.categories', ['reference', 'aliyun'], { width: 200 }),
    { key: 'bucket', width: 120 },
    { key: 'endpoint' },
    { key: 'region', width: 140 },
    { key: 'secretSet', width: 90, exportAs: optionLabels({ true: 'resources.ossConfigs.secret.set', false: 'resources.ossConfigs.secret.unset' }), render: (r) => label(`secret.${r.secretSet ? 'set' : 'unset'}`) },
    dateColumn('updateTime', { width: 170 }),
  ],
  search: [
    { name: 'code', kind: 'text' },
    {
      name: 'category',
      kind: 'select',
      get options() {
        return STORAGE_CATEGORIES.map((value) => ({ value, label: label(`categories.${value}`) }));
      },
    },
  ],
  empty: { code: '', category: 'aliyun', endpoint: '', bucket: '', region: '', accessKey: '', secretKey: '', roleArn: '', remark: '' },
  // The secret is never read back: the form starts blank and a blank edit keeps the stored one.
  toValues: (r) => ({ code: r.code, category: r.category, endpoint: r.category === 'reference' ? '' : r.endpoint, bucket: r.category === 'reference' ? '' : r.bucket, region: r.category === 'reference' ? '' : r.region, accessKey: r.accessKey, secretKey: '', roleArn: r.roleArn, remark: r.remark }),
  Fields: OssConfigFields,
};
