import type { Captcha } from '@shared/api/endpoints';
import { AUTH_MESSAGES } from '@shared/domain/auth';
import type { AppContext } from '../context';
import { newId } from '../db/ids';
import { secondsFromNow, timestamp } from '../db/time';
import { HttpError, OAuthError } from '../http/errors';
import { insertCaptcha, takeCaptcha } from '../repositories/captchas';
import { paramValue } from '../repositories/params';
import { PARAM_KEYS } from '@shared/domain/param';
import { captchaAnswer, captchaSvg } from './captcha-image';
import { keyedDigest, sameDigest } from './digests';

const CAPTCHA_TTL_SECONDS = 300;

function digest(ctx: AppContext, key: string, answer: string): string {
  return keyedDigest(ctx.config.tokenSecret, 'captcha', key, answer.trim().toUpperCase());
}

/**
 * Whether the password sign-in asks for a captcha: the operator's parameter account.captcha when it
 * says true or false, read at each call (no restart), else the server's configuration (CEM_CAPTCHA).
 */
export async function captchaOn(ctx: AppContext): Promise<boolean> {
  const value = await paramValue(ctx.db, PARAM_KEYS.captcha);
  return value === 'true' ? true : value === 'false' ? false : ctx.config.captchaEnabled;
}

export async function newCaptcha(ctx: AppContext): Promise<Captcha> {
  if (!(await captchaOn(ctx))) throw new HttpError(400, AUTH_MESSAGES.captchaDisabled);
  const key = newId();
  const answer = captchaAnswer();
  await insertCaptcha(ctx.db, { id: key, answer_hash: digest(ctx, key, answer), expires_at: secondsFromNow(CAPTCHA_TTL_SECONDS), used_at: null }, timestamp());
  return { key, image: `data:image/svg+xml;base64,${Buffer.from(captchaSvg(answer)).toString('base64')}` };
}

/** A captcha answers one login attempt, right or wrong, within five minutes; letters are case-insensitive. */
export async function checkCaptcha(ctx: AppContext, key: string | undefined, answer: string | undefined): Promise<void> {
  if (!key || !answer) throw new OAuthError('invalid_request', AUTH_MESSAGES.captchaRequired);
  const now = timestamp();
  const row = await takeCaptcha(ctx.db, key, now);
  if (!row || row.expires_at <= now || !sameDigest(row.answer_hash, digest(ctx, key, answer))) {
    throw new OAuthError('invalid_grant', AUTH_MESSAGES.captchaInvalid);
  }
}
