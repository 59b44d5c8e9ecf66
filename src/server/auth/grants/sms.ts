import { AUTH_MESSAGES } from '@shared/domain/auth';
import type { TokenResponse } from '@shared/domain/session';
import type { AppContext } from '../../context';
import { OAuthError } from '../../http/errors';
import { findUserByPhone } from '../../repositories/users';
import { choosePost } from '../post-choice';
import { consumeSmsCode } from '../sms-codes';
import { startSession } from '../tokens';

export interface SmsGrant {
  tenant_id: string;
  phone: string;
  code: string;
}

/** Phone and the code sent to it. The password lockout does not apply: the code proves the phone. */
export async function smsGrant(ctx: AppContext, input: SmsGrant): Promise<TokenResponse> {
  await consumeSmsCode(ctx, input.phone, 'login', input.code);
  const user = await findUserByPhone(ctx.db, input.phone);
  if (!user) throw new OAuthError('invalid_grant', AUTH_MESSAGES.codeInvalid);
  if (user.status !== 1) throw new OAuthError('invalid_grant', AUTH_MESSAGES.userDisabled);
  const chosen = await choosePost(ctx.db, user.id, input.tenant_id);
  return startSession(ctx, user, chosen);
}
