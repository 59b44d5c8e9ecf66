import type { FastifyInstance } from 'fastify';
import { sealInitialPassword } from '../../auth/initial-password';
import { paramEndpoints } from '@shared/api/platformSettingsEndpoints';
import { isSecretParam, PARAM_MESSAGES, paramPageQuerySchema, paramSchema, type Param } from '@shared/domain/param';
import { PARAM_BUTTONS } from '@shared/domain/platformButtons';
import type { AppContext } from '../../context';
import type { SysParamTable } from '../../db/schema-platform';
import { like, registerResource } from '../../http/crud';
import { HttpError } from '../../http/errors';
import { operatorAdministratorApp } from './operator-admin-app';

// A password parameter's value stays on the server: the screen shows that one is set, never what.
function toParam(row: SysParamTable): Param {
  const secret = isSecretParam(row.param_key);
  return {
    id: row.id,
    paramName: row.param_name,
    paramKey: row.param_key,
    paramValue: secret ? '' : row.param_value,
    remark: row.remark,
    secret,
    createTime: row.create_time,
    updateTime: row.update_time,
  };
}

type ParamSubmit = { id?: string; paramName: string; paramKey: string; paramValue: string; remark: string };

/**
 * Parameters (参数管理, spec 3 §7 param: list, detail, submit, remove): the operator administrator's.
 * The server reads the documented ones (PARAM_KEYS) through paramValue() when it needs them.
 */
export function registerParamRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerResource(operatorAdministratorApp(app, ctx), ctx, {
    table: 'sys_param',
    operatorOnly: true,
    notFound: PARAM_MESSAGES.paramNotFound,
    buttons: PARAM_BUTTONS,
    endpoints: { page: paramEndpoints.list, detail: paramEndpoints.detail, submit: paramEndpoints.submit, remove: paramEndpoints.remove },
    schemas: { page: paramPageQuerySchema, submit: paramSchema },
    filters: { paramName: like('param_name'), paramKey: like('param_key'), paramValue: like('param_value') },
    sort: { columns: {}, default: [['param_key', 'asc']] },
    columns: { updateTime: true },
    toRecord: toParam,
    beforeWrite: async (trx, input: ParamSubmit, _caller, existing: SysParamTable | undefined) => {
      const same = await trx.selectFrom('sys_param').select('id').where('param_key', '=', input.paramKey).executeTakeFirst();
      if (same && same.id !== existing?.id) throw new HttpError(400, PARAM_MESSAGES.paramKeyExists);
      // A blank value keeps a secret only while the key stays the secret's (the schema allows blank for it).
      if (!input.paramValue && existing?.param_key !== input.paramKey) throw new HttpError(400, PARAM_MESSAGES.paramValue);
      // A secret is stored as its hash (toInsert and toUpdate write what beforeWrite leaves).
      if (input.paramValue && isSecretParam(input.paramKey)) input.paramValue = await sealInitialPassword(input.paramValue, ctx.config.scryptLogN);
    },
    toInsert: (input: ParamSubmit) => ({ param_name: input.paramName, param_key: input.paramKey, param_value: input.paramValue, remark: input.remark }),
    toUpdate: (input: ParamSubmit) => ({
      param_name: input.paramName,
      param_key: input.paramKey,
      remark: input.remark,
      ...(input.paramValue ? { param_value: input.paramValue } : {}),
    }),
  });
}
