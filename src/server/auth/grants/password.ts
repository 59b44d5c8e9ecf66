import { AUTH_MESSAGES } from '@shared/domain/auth';
import type { TokenResponse } from '@shared/domain/session';
import type { AppContext } from '../../context';
import { OAuthError } from '../../http/errors';
import { findUserByAccount } from '../../repositories/users';
import { checkCaptcha } from '../captcha';
import { clearWrongPasswords, isLocked, recordWrongPassword } from '../lockout';
import { burnPasswordCheck, verifyPassword } from '../passwords';
import { choosePost } from '../post-choice';
import { startSession } from '../tokens';

export interface PasswordGrant {
  tenant_id: string;
  username: string;
  password: string;
  captcha_key?: string;
  captcha_code?: string;
}

/**
 * Account and password, then the organisation: the credentials are judged before the tenant so a
 * wrong tenant never tells whether the password was right, and an unknown account reads like a
 * wrong password.
 */
export async function passwordGrant(ctx: AppContext, input: PasswordGrant): Promise<TokenResponse> {
  if (ctx.config.captchaEnabled) await checkCaptcha(ctx, input.captcha_key, input.captcha_code);

  const user = await findUserByAccount(ctx.db, input.username);
  if (!user) {
    await burnPasswordCheck(input.password);
    throw new OAuthError('invalid_grant', AUTH_MESSAGES.badCredentials);
  }
  if (isLocked(user)) throw new OAuthError('invalid_grant', AUTH_MESSAGES.locked);
  if (!(await verifyPassword(input.password, user.password_hash))) {
    const locked = await recordWrongPassword(ctx.db, user);
    throw new OAuthError('invalid_grant', locked ? AUTH_MESSAGES.locked : AUTH_MESSAGES.badCredentials);
  }
  await clearWrongPasswords(ctx.db, user);
  if (user.status !== 1) throw new OAuthError('invalid_grant', AUTH_MESSAGES.userDisabled);

  const chosen = await choosePost(ctx.db, user.id, input.tenant_id);
  return startSession(ctx, user, chosen);
}
