import { randomInt } from 'node:crypto';
import { AUTH_MESSAGES } from '@shared/domain/auth';
import { PHONE_CHANGE_SMS, SECURITY_MESSAGES } from '@shared/domain/accountSecurity';
import { SMS_MESSAGE_PURPOSE } from '@shared/domain/smsConfig';
import type { AppContext } from '../context';
import { newId } from '../db/ids';
import { secondsFromNow, timestamp } from '../db/time';
import { HttpError, OAuthError } from '../http/errors';
import { enabledConfig } from '../repositories/storage-configs';
import { countSmsAttempt, latestSmsCode, replaceSmsCode, useSmsCode } from '../repositories/sms-codes';
import { findUserByPhone } from '../repositories/users';
import { keyedDigest, sameDigest } from './digests';
import { GuardRefusal, takeHits, type GuardKey } from './rate-guards';

/** Guesses a code takes, the right one included: six digits must not be guessable within their five minutes. */
const MAX_ATTEMPTS = 5;

/** Purposes that need an account behind the phone. */
const FOR_ACCOUNTS = new Set(['login', 'reset', 'bind']);
/** Purposes that need a phone no account uses yet (a phone change). */
const FOR_FREE_PHONES = new Set([PHONE_CHANGE_SMS]);

function digest(ctx: AppContext, phone: string, purpose: string, code: string): string {
  return keyedDigest(ctx.config.tokenSecret, 'sms', phone, purpose, code);
}

/** Purposes a code is asked for without a session: their answers must not tell whether the phone has an account. */
const PUBLIC_PURPOSES = new Set(['login', 'reset', 'bind', 'regist']);
export const isPublicSmsPurpose = (purpose: string) => PUBLIC_PURPOSES.has(purpose);

const HOUR = 3600;

/** Per phone one code per resend interval and a few per hour, per address a few dozen per hour; listed in locking order. */
function sendGuards(ctx: AppContext, phone: string, address: string): GuardKey[] {
  const keys: GuardKey[] = [];
  if (ctx.config.smsResendInterval > 0) {
    keys.push({ policy: { kind: 'window', scope: 'sms-resend', limit: 1, windowSeconds: ctx.config.smsResendInterval }, subject: phone, refusal: AUTH_MESSAGES.smsTooFrequent });
  }
  keys.push({ policy: { kind: 'window', scope: 'sms-phone', limit: ctx.config.smsPhoneHourly, windowSeconds: HOUR }, subject: phone, refusal: AUTH_MESSAGES.smsLimitReached });
  keys.push({ policy: { kind: 'window', scope: 'sms-addr', limit: ctx.config.smsAddressHourly, windowSeconds: HOUR }, subject: address, refusal: AUTH_MESSAGES.smsLimitReached });
  return keys;
}

/**
 * The reference server's SMS gateway: it prints `SMS <phone> <code>` on its stdout instead of
 * sending a message, then `SMS <phone> via <the enabled configuration>`, and keeps only a keyed hash of the code.
 * A phone without an account is answered exactly as one with an account, limits included, and is
 * sent nothing: the answer must not confirm that a number is registered. Only a signed-in person
 * changing their phone (`change`) learns that a number is taken, as the form needs to say so.
 */
export async function sendSmsCode(ctx: AppContext, phone: string, purpose: string, address: string): Promise<void> {
  if (FOR_FREE_PHONES.has(purpose) && (await findUserByPhone(ctx.db, phone))) throw new HttpError(400, SECURITY_MESSAGES.securityPhoneTaken);
  try {
    await takeHits(ctx.db, sendGuards(ctx, phone, address));
  } catch (err) {
    if (err instanceof GuardRefusal) throw new HttpError(429, err.message);
    throw err;
  }
  if (FOR_ACCOUNTS.has(purpose) && !(await findUserByPhone(ctx.db, phone))) return;
  const now = new Date();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await ctx.db.transaction().execute((trx) =>
    replaceSmsCode(trx, {
      id: newId(),
      phone,
      purpose,
      code_hash: digest(ctx, phone, purpose, code),
      attempts: 0,
      create_time: timestamp(now),
      expires_at: secondsFromNow(ctx.config.smsCodeTtl, now),
      used_at: null,
    }),
  );
  ctx.log(`SMS ${phone} ${code}`);
  ctx.log(`SMS ${phone} via ${await gatewayName(ctx)}`);
}

/**
 * How the enabled SMS configuration is named on the standard output (the reference server sends
 * nothing: it prints what a gateway would have sent, and through which configuration).
 */
async function gatewayName(ctx: AppContext): Promise<string> {
  const config = await enabledConfig(ctx.db, 'sms_config');
  if (!config) return 'no enabled SMS configuration';
  const detail = config.category === 'console' ? '' : ` template ${config.template_id} sign ${config.sign_name}`;
  return `SMS configuration ${config.code} (${config.category})${detail}`;
}

/**
 * send-message: a template message to one phone with a fresh six-digit code as its `code`
 * parameter; the code's keyed hash is kept (purpose `message`) for validate-message. Printed as
 * `SMS <phone> <code>` and then the message itself, naming the enabled configuration.
 */
export async function sendMessageCode(ctx: AppContext, phone: string, template: string, params: Record<string, unknown>): Promise<void> {
  const now = new Date();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await ctx.db.transaction().execute((trx) =>
    replaceSmsCode(trx, {
      id: newId(),
      phone,
      purpose: SMS_MESSAGE_PURPOSE,
      code_hash: digest(ctx, phone, SMS_MESSAGE_PURPOSE, code),
      attempts: 0,
      create_time: timestamp(now),
      expires_at: secondsFromNow(ctx.config.smsCodeTtl, now),
      used_at: null,
    }),
  );
  ctx.log(`SMS ${phone} ${code}`);
  ctx.log(`SMS ${phone} message ${template} ${JSON.stringify({ ...params, code })} via ${await gatewayName(ctx)}`);
}

/** Spends the phone's current code if `code` matches it; wrong, expired, spent or unknown codes all fail alike. */
export async function consumeSmsCode(ctx: AppContext, phone: string, purpose: string, code: string): Promise<void> {
  const invalid = new OAuthError('invalid_grant', AUTH_MESSAGES.codeInvalid);
  const now = timestamp();
  const row = await latestSmsCode(ctx.db, phone, purpose);
  if (!row || row.used_at || row.expires_at <= now) throw invalid;
  // The guess is counted before it is compared, atomically: parallel guesses get five in all.
  if (!(await countSmsAttempt(ctx.db, row.id, MAX_ATTEMPTS))) throw invalid;
  if (!sameDigest(row.code_hash, digest(ctx, phone, purpose, code))) throw invalid;
  if (!(await useSmsCode(ctx.db, row.id, now))) throw invalid;
}
