import type { FastifyInstance } from 'fastify';
import { storageEndpoints } from '@shared/api/storageEndpoints';
import { SMS_BUTTONS } from '@shared/domain/platformButtons';
import { SMS_CONFIG_MESSAGES, SMS_MESSAGE_PURPOSE, smsConfigPageQuerySchema, smsConfigSchema, smsSendSchema, smsValidateSchema, type SmsCategory, type SmsConfig } from '@shared/domain/smsConfig';
import { consumeSmsCode, sendMessageCode } from '../../auth/sms-codes';
import type { AppContext } from '../../context';
import { requireButton, requireOperatorAdministrator } from '../../http/buttonGrants';
import { callerOf } from '../../http/caller';
import { HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { enabledConfig, type SmsConfigRow } from '../../repositories/storage-configs';
import { registerConfigRoutes } from '../resource/config-routes';

function toSmsConfig(row: SmsConfigRow): SmsConfig {
  return {
    id: row.id,
    code: row.code,
    category: row.category as SmsCategory,
    templateId: row.template_id,
    accessKey: row.access_key,
    secretSet: row.secret_key !== '',
    region: row.region,
    signName: row.sign_name,
    remark: row.remark,
    status: Number(row.status) === 1 ? 1 : 0,
    createTime: row.create_time,
    updateTime: row.update_time,
  };
}

/** sms/list, detail, submit, remove, enable and sms/endpoint/send-message, validate-message (spec 3 §7 system). */
export function registerSmsConfigRoutes(app: FastifyInstance, ctx: AppContext): void {
  const e = storageEndpoints;
  registerConfigRoutes(app, ctx, {
    table: 'sms_config',
    endpoints: { list: e.smsList, detail: e.smsDetail, submit: e.smsSubmit, remove: e.smsRemove, enable: e.smsEnable },
    buttons: SMS_BUTTONS,
    schemas: { page: smsConfigPageQuerySchema, submit: smsConfigSchema },
    messages: SMS_CONFIG_MESSAGES,
    toRecord: toSmsConfig,
    columns: (i) => {
      const gateway = i.category !== 'console';
      return {
        code: i.code,
        category: i.category,
        template_id: gateway ? i.templateId : '',
        access_key: gateway ? i.accessKey : '',
        region: gateway ? i.region : '',
        sign_name: gateway ? i.signName : '',
        remark: i.remark,
        // The console needs no credentials: a secret kept from a gateway before would be one nobody uses.
        ...(gateway ? {} : { secret_key: '' }),
      };
    },
  });

  const body = (req: { body?: unknown; query?: unknown }) => ({ ...(req.body && typeof req.body === 'object' ? req.body : {}), ...(req.query as object) });

  /** A template message with a fresh code to each phone, through the enabled configuration (printed: no gateway here). */
  route(app, ctx, e.smsSendMessage, async (req) => {
    const caller = callerOf(req);
    await requireOperatorAdministrator(ctx.db, caller);
    await requireButton(ctx.db, caller, SMS_BUTTONS.send);
    const input = parseInput(smsSendSchema, body(req));
    if (!(await enabledConfig(ctx.db, 'sms_config'))) throw new HttpError(400, SMS_CONFIG_MESSAGES.noneEnabled);
    for (const phone of input.phones) await sendMessageCode(ctx, phone, input.code, input.params);
    req.successMessage = SMS_CONFIG_MESSAGES.sent;
    return null;
  });

  /** Checks a code send-message sent: right once, then spent; wrong, expired or unknown alike refused. */
  route(app, ctx, e.smsValidateMessage, async (req) => {
    const caller = callerOf(req);
    await requireOperatorAdministrator(ctx.db, caller);
    await requireButton(ctx.db, caller, SMS_BUTTONS.send);
    const { phone, code } = parseInput(smsValidateSchema, body(req));
    try {
      await consumeSmsCode(ctx, phone, SMS_MESSAGE_PURPOSE, code);
    } catch (error) {
      if (error instanceof HttpError) throw new HttpError(400, error.message);
      throw error;
    }
    req.successMessage = SMS_CONFIG_MESSAGES.validated;
    return null;
  });
}
