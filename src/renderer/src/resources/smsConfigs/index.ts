import { z } from 'zod';
import { storageEndpoints } from '@shared/api/storageEndpoints';
import { SMS_BUTTONS } from '@shared/domain/platformButtons';
import { SMS_CATEGORIES, SMS_CONFIG_MESSAGES, smsConfigEditSchema, smsConfigSchema, smsSendSchema, smsValidateSchema, type SmsConfig } from '@shared/domain/smsConfig';
import { looseT } from '../../crud/looseT';
import type { ResourceDescriptor } from '../../crud/types';
import { SmsConfigFields, SmsSendFields, SmsValidateFields } from './Fields';
import { dateColumn, labelColumn, optionLabels } from '../../crud/columns';

export type SmsConfigValues = { code: string; category: string; templateId: string; accessKey: string; secretKey: string; region: string; signName: string; remark: string };

const label = (key: string) => looseT(`resources.smsConfigs.${key}`);

// The dialogs' fields under names of their own (the list's `code` is the configuration's), checked by the shared rules.
const sendSchema = z.object({ templateCode: smsSendSchema.shape.code, phones: z.string(), params: z.string() }).superRefine((v, issue) => {
  const checked = smsSendSchema.safeParse({ code: v.templateCode, phones: v.phones, params: v.params });
  if (!checked.success) for (const i of checked.error.issues) issue.addIssue({ code: 'custom', path: [i.path[0] === 'code' ? 'templateCode' : String(i.path[0])], message: i.message });
});
const validateSchema = z.object({ phone: smsValidateSchema.shape.phone, smsCode: smsValidateSchema.shape.code });

/**
 * SMS configurations (短信配置, spec 3 §7 sms): one enabled at a time; a test message goes through the
 * enabled one (send-message) and its code is checked with validate-message. The reference server
 * prints both on its standard output, naming the enabled configuration.
 */
export const smsConfigs: ResourceDescriptor<SmsConfig, SmsConfigValues> = {
  name: 'smsConfigs',
  endpoints: { page: storageEndpoints.smsList, detail: storageEndpoints.smsDetail },
  modes: {
    add: { endpoint: storageEndpoints.smsSubmit, schema: smsConfigSchema, permission: SMS_BUTTONS.add },
    edit: { endpoint: storageEndpoints.smsSubmit, schema: smsConfigEditSchema, permission: SMS_BUTTONS.edit },
    view: {},
  },
  secretFields: ['secretKey'],
  remove: { endpoint: storageEndpoints.smsRemove, permission: SMS_BUTTONS.remove },
  rowActions: [
    {
      kind: 'confirm',
      key: 'enable',
      label: 'resources.smsConfigs.actions.enable',
      message: 'resources.smsConfigs.actions.enableConfirm',
      permission: SMS_BUTTONS.enable,
      visible: (r) => r.status !== 1,
      endpoint: storageEndpoints.smsEnable,
      params: (rs) => ({ id: rs[0].id }),
    },
    {
      kind: 'form',
      key: 'send',
      label: 'resources.smsConfigs.actions.send',
      permission: SMS_BUTTONS.send,
      visible: (r) => r.status === 1,
      schema: sendSchema,
      Fields: SmsSendFields,
      initial: () => ({ templateCode: '', phones: '', params: '' }),
      endpoint: storageEndpoints.smsSendMessage,
      success: SMS_CONFIG_MESSAGES.sent,
      params: (v) => ({ code: String(v.templateCode), phones: String(v.phones), params: String(v.params ?? '') }),
    },
    {
      kind: 'form',
      key: 'validate',
      label: 'resources.smsConfigs.actions.validate',
      permission: SMS_BUTTONS.send,
      visible: (r) => r.status === 1,
      schema: validateSchema,
      Fields: SmsValidateFields,
      initial: () => ({ phone: '', smsCode: '' }),
      endpoint: storageEndpoints.smsValidateMessage,
      success: SMS_CONFIG_MESSAGES.validated,
      params: (v) => ({ phone: String(v.phone), code: String(v.smsCode) }),
    },
  ],
  // View and edit stay inline; the rest (remove, enable, send, check) open from 更多.
  rowButtonsInline: 3,
  columns: [
    { key: 'code', width: 130 },
    labelColumn('status', 'resources.smsConfigs.statuses', [0, 1], { width: 90 }),
    labelColumn('category', 'resources.smsConfigs.categories', ['console', 'aliyun', 'tencent'], { width: 190 }),
    { key: 'templateId', width: 140 },
    { key: 'signName' },
    { key: 'secretSet', width: 90, exportAs: optionLabels({ true: 'resources.smsConfigs.secret.set', false: 'resources.smsConfigs.secret.unset' }), render: (r) => label(`secret.${r.secretSet ? 'set' : 'unset'}`) },
    dateColumn('updateTime', { width: 170 }),
  ],
  search: [
    { name: 'code', kind: 'text' },
    {
      name: 'category',
      kind: 'select',
      get options() {
        return SMS_CATEGORIES.map((value) => ({ value, label: label(`categories.${value}`) }));
      },
    },
  ],
  empty: { code: '', category: 'aliyun', templateId: '', accessKey: '', secretKey: '', region: '', signName: '', remark: '' },
  toValues: (r) => ({ code: r.code, category: r.category, templateId: r.templateId, accessKey: r.accessKey, secretKey: '', region: r.region, signName: r.signName, remark: r.remark }),
  Fields: SmsConfigFields,
};
