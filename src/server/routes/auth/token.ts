import type { FastifyInstance } from 'fastify';
import { endpoints } from '@shared/api/endpoints';
import { AUTH_MESSAGES, tokenRequestSchema } from '@shared/domain/auth';
import { firstMessage } from '@shared/domain/validation';
import { recordAuthEvent } from '../../auth/auth-events';
import { passwordGrant } from '../../auth/grants/password';
import { refreshGrant } from '../../auth/grants/refresh';
import { smsGrant } from '../../auth/grants/sms';
import type { AppContext } from '../../context';
import { OAuthError } from '../../http/errors';
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
  route(
    app,
    ctx,
    endpoints.token,
    async (req) => {
      const input = parseTokenRequest(req.body);
      switch (input.grant_type) {
        case 'password': {
          const token = await passwordGrant(ctx, input, req.ip);
          await recordAuthEvent(ctx.db, req, { userId: token.user_id, tenantId: token.tenant_id, kind: 'login', grantType: input.grant_type });
          return token;
        }
        case 'sms': {
          const token = await smsGrant(ctx, input);
          await recordAuthEvent(ctx.db, req, { userId: token.user_id, tenantId: token.tenant_id, kind: 'login', grantType: input.grant_type });
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
