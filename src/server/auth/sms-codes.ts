import { randomInt } from 'node:crypto';
import { AUTH_MESSAGES } from '@shared/domain/auth';
import { PHONE_CHANGE_SMS, SECURITY_MESSAGES } from '@shared/domain/accountSecurity';
import type { AppContext } from '../context';
import { newId } from '../db/ids';
import { secondsFromNow, timestamp } from '../db/time';
import { HttpError, OAuthError } from '../http/errors';
import { countSmsAttempt, latestSmsCode, latestSmsCodeForPhone, replaceSmsCode, useSmsCode } from '../repositories/sms-codes';
import { findUserByPhone } from '../repositories/users';
import { keyedDigest, sameDigest } from './digests';

/** Wrong guesses a code survives: six digits must not be guessable within their five minutes. */
const MAX_ATTEMPTS = 5;

/** Purposes that need an account behind the phone. */
const FOR_ACCOUNTS = new Set(['login', 'reset', 'bind']);
/** Purposes that need a phone no account uses yet (a phone change). */
const FOR_FREE_PHONES = new Set([PHONE_CHANGE_SMS]);

function digest(ctx: AppContext, phone: string, purpose: string, code: string): string {
  return keyedDigest(ctx.config.tokenSecret, 'sms', phone, purpose, code);
}

/**
 * The reference server's SMS gateway: it prints `SMS <phone> <code>` on its stdout instead of
 * sending a message, and keeps only a keyed hash of the code.
 */
export async function sendSmsCode(ctx: AppContext, phone: string, purpose: string): Promise<void> {
  if (FOR_ACCOUNTS.has(purpose) && !(await findUserByPhone(ctx.db, phone))) throw new HttpError(400, AUTH_MESSAGES.phoneUnknown);
  if (FOR_FREE_PHONES.has(purpose) && (await findUserByPhone(ctx.db, phone))) throw new HttpError(400, SECURITY_MESSAGES.securityPhoneTaken);
  const now = new Date();
  const last = await latestSmsCodeForPhone(ctx.db, phone);
  if (last && last.create_time > secondsFromNow(-ctx.config.smsResendInterval, now)) {
    throw new HttpError(429, AUTH_MESSAGES.smsTooFrequent);
  }
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
}

/** Spends the phone's current code if `code` matches it; wrong, expired, spent or unknown codes all fail alike. */
export async function consumeSmsCode(ctx: AppContext, phone: string, purpose: string, code: string): Promise<void> {
  const invalid = new OAuthError('invalid_grant', AUTH_MESSAGES.codeInvalid);
  const now = timestamp();
  const row = await latestSmsCode(ctx.db, phone, purpose);
  if (!row || row.used_at || row.expires_at <= now) throw invalid;
  if (!sameDigest(row.code_hash, digest(ctx, phone, purpose, code))) {
    const attempts = row.attempts + 1;
    await countSmsAttempt(ctx.db, row.id, attempts, attempts >= MAX_ATTEMPTS ? now : null);
    throw invalid;
  }
  if (!(await useSmsCode(ctx.db, row.id, now))) throw invalid;
}
