import { paramEndpoints } from '@shared/api/platformSettingsEndpoints';
import { paramSchema, type Param } from '@shared/domain/param';
import { PARAM_BUTTONS } from '@shared/domain/platformButtons';
import { looseT } from '../../crud/looseT';
import type { ResourceDescriptor } from '../../crud/types';
import { ParamFields } from './Fields';
import { dateColumn } from '../../crud/columns';

export type ParamValues = { paramName: string; paramKey: string; paramValue: string; remark: string };

/**
 * Parameters (参数管理, /system/param): key, value and remark. The server reads account.captcha (the
 * sign-in's captcha switch) and account.initPassword (a new account's password) at each use; the
 * initial password is never shown, and a blank value on edit keeps it.
 */
export const params: ResourceDescriptor<Param, ParamValues> = {
  name: 'params',
  // Typed to be sent, never kept in the form's local draft.
  secretFields: ['paramValue'],
  endpoints: { page: paramEndpoints.list, detail: paramEndpoints.detail },
  modes: {
    add: { endpoint: paramEndpoints.submit, schema: paramSchema, permission: PARAM_BUTTONS.add },
    edit: { endpoint: paramEndpoints.submit, schema: paramSchema, permission: PARAM_BUTTONS.edit },
    view: {},
  },
  remove: { endpoint: paramEndpoints.remove, permission: PARAM_BUTTONS.remove },
  columns: [
    { key: 'paramName', width: 180 },
    { key: 'paramKey', width: 200 },
    // A secret's value never reaches the page (the server answers it blank): its cell stays blank in the export.
    { key: 'paramValue', width: 220, exportAs: 'text', render: (p) => (p.secret ? looseT('resources.params.secretSet') : p.paramValue) },
    { key: 'remark' },
    dateColumn('updateTime', { width: 170 }),
  ],
  search: [
    { name: 'paramName', kind: 'text' },
    { name: 'paramKey', kind: 'text' },
  ],
  empty: { paramName: '', paramKey: '', paramValue: '', remark: '' },
  toValues: (p) => ({ paramName: p.paramName, paramKey: p.paramKey, paramValue: p.paramValue, remark: p.remark }),
  Fields: ParamFields,
};
