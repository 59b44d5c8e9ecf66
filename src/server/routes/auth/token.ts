import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints } from '@shared/api/endpoints';
import { AUTH_MESSAGES, tokenRequestSchema } from '@shared/domain/auth';
import { firstMessage } from '@shared/domain/validation';
import { recordAuthEvent, recordRefusedSignIn } from '../../auth/auth-events';
import { passwordGrant } from '../../auth/grants/password';
import { refreshGrant } from '../../auth/grants/refresh';
import { smsGrant } from '../../auth/grants/sms';
import type { AppContext } from '../../context';
import { HttpError, OAuthError } from '../../http/errors';
import { namedTenant } from '../../logs/request';
import { route } from '../../http/route';
import { checkInput } from '../../http/validate';

function parseTokenRequest(body: unknown) {
  const result = checkInput(tokenRequestSchema, body);
  if (result.success) return result.data;
  const unsupported = result.error.issues[0]?.path[0] === 'grant_type';
  throw new OAuthError(unsupported ? 'unsupported_grant_type' : 'invalid_request', firstMessage(result.error));
}

/** POST oauth/token: form-encoded, answered in the OAuth token shape rather than the envelope. */
export function registerTokenRoute(app: FastifyInstance, ctx: AppContext): void {
  /** A refused sign-in (any refusal the grant answers) gets its login record, then is answered as it was. */
  const refusalsRecorded = async <T>(req: FastifyRequest, attempt: Omit<Parameters<typeof recordRefusedSignIn>[2], 'reason'>, grant: () => Promise<T>): Promise<T> => {
    try {
      return await grant();
    } catch (err) {
      if (err instanceof OAuthError || err instanceof HttpError) await recordRefusedSignIn(ctx.db, req, { ...attempt, reason: err.message });
      throw err;
    }
  };
  /** A password or SMS sign-in refused for its form (no password, no captcha) is a refused sign-in too. */
  const recordedIfInvalid = async <T>(req: FastifyRequest, parse: () => T): Promise<T> => {
    try {
      return parse();
    } catch (err) {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
      if (err instanceof OAuthError && (body.grant_type === 'password' || body.grant_type === 'sms')) {
        const who = body.grant_type === 'password' ? { account: text(body.username) ?? '' } : { phone: text(body.phone) ?? '' };
        await recordRefusedSignIn(ctx.db, req, { tenantId: namedTenant(body.tenant_id), grantType: body.grant_type, ...who, reason: err.message });
      }
      throw err;
    }
  };
  route(
    app,
    ctx,
    endpoints.token,
    async (req) => {
      const input = await recordedIfInvalid(req, () => parseTokenRequest(req.body));
      switch (input.grant_type) {
        case 'password': {
          const token = await refusalsRecorded(req, { tenantId: input.tenant_id, grantType: 'password', account: input.username }, () => passwordGrant(ctx, input, req.ip));
          await recordAuthEvent(ctx.db, req, { userId: token.user_id, tenantId: token.tenant_id, kind: 'login', grantType: input.grant_type, account: input.username });
          return token;
        }
        case 'sms': {
          const token = await refusalsRecorded(req, { tenantId: input.tenant_id, grantType: 'sms', phone: input.phone }, () => smsGrant(ctx, input));
          await recordAuthEvent(ctx.db, req, { userId: token.user_id, tenantId: token.tenant_id, kind: 'login', grantType: input.grant_type, account: input.phone });
          return token;
        }
        case 'refresh_token':
          return refreshGrant(ctx, input);
        case 'social':
        case 'authorization_code':
          throw new OAuthError('unsupported_grant_type', AUTH_MESSAGES.grantNotConfigured);
      }
    },
    { public: true, raw: true },
  );
}
