import { AUTH_MESSAGES } from '@shared/domain/auth';
import type { TokenResponse } from '@shared/domain/session';
import type { AppContext } from '../../context';
import { OAuthError } from '../../http/errors';
import { findUserByAccount, setPasswordHash } from '../../repositories/users';
import { captchaOn, checkCaptcha } from '../captcha';
import { passwordAccepted, reservePasswordAttempt, wrongPasswordMessage } from '../lockout';
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from '../passwords';
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
 * wrong password (it is reserved, checked against a dummy hash and locked alike).
 */
export async function passwordGrant(ctx: AppContext, input: PasswordGrant, address: string): Promise<TokenResponse> {
  if (await captchaOn(ctx)) await checkCaptcha(ctx, input.captcha_key, input.captcha_code);

  const attempt = await reservePasswordAttempt(ctx, input.username, address);
  const user = await findUserByAccount(ctx.db, input.username);
  if (!user) {
    await burnPasswordCheck(input.password, ctx.config.scryptLogN);
    throw new OAuthError('invalid_grant', wrongPasswordMessage(attempt));
  }
  if (!(await verifyPassword(input.password, user.password_hash))) throw new OAuthError('invalid_grant', wrongPasswordMessage(attempt));
  await passwordAccepted(ctx, attempt);
  await rehashIfWeak(ctx, user.id, user.password_hash, input.password);
  if (user.status !== 1) throw new OAuthError('invalid_grant', AUTH_MESSAGES.userDisabled);

  const chosen = await choosePost(ctx.db, user.id, input.tenant_id);
  return startSession(ctx, user, chosen);
}

/** A hash made with weaker parameters than today's is replaced while the password is at hand. */
async function rehashIfWeak(ctx: AppContext, userId: string, stored: string, password: string): Promise<void> {
  if (!needsRehash(stored, ctx.config.scryptLogN)) return;
  await setPasswordHash(ctx.db, userId, stored, await hashPassword(password, ctx.config.scryptLogN));
}
