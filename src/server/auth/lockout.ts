import { AUTH_MESSAGES } from '@shared/domain/auth';
import type { AppContext } from '../context';
import { OAuthError } from '../http/errors';
import { GuardRefusal, releaseHits, takeHits, type GuardKey, type GuardPolicy } from './rate-guards';

/**
 * Password guessing is limited three ways (docs/decisions.md, "Sign-in"):
 * - five wrong passwords in a row for one account from one address lock that account at that
 *   address for fifteen minutes (the spec's lock and its message);
 * - from the tenth failure on an account, from any address within an hour, each failure refuses
 *   the account everywhere for 15 s, doubling up to 15 minutes;
 * - from the twentieth failure from one address, across accounts, the same backoff for the address.
 * A stranger's five guesses lock only the stranger's address out; guessing from many addresses
 * slows to a few guesses an hour.
 */
export const LOCKOUT = { attempts: 5, minutes: 15 } as const;

const POLICIES = {
  accountAtAddress: { kind: 'lock', scope: 'pw-account-addr', limit: LOCKOUT.attempts, blockSeconds: LOCKOUT.minutes * 60, idleSeconds: 24 * 3600 },
  account: { kind: 'backoff', scope: 'pw-account', free: 10, maxBlockSeconds: 15 * 60, idleSeconds: 3600 },
  address: { kind: 'backoff', scope: 'pw-addr', free: 20, maxBlockSeconds: 15 * 60, idleSeconds: 3600 },
} as const satisfies Record<string, GuardPolicy>;

/** One password check, reserved as a failure before it is made. */
export interface PasswordAttempt {
  keys: GuardKey[];
  /** True when this attempt, if wrong, is the one that locks the account at its address. */
  locksIfWrong: boolean;
}

/**
 * Counts the attempt as a failure before the password is hashed, atomically, so parallel guesses
 * cannot all pass the check of one count. Refused (locked or backing off) attempts throw, unchecked
 * and uncounted. Accounts are keyed by the name typed, so unknown accounts lock alike.
 */
export async function reservePasswordAttempt(
  ctx: AppContext,
  account: string,
  address: string,
  refuse: (message: string) => Error = (message) => new OAuthError('invalid_grant', message),
): Promise<PasswordAttempt> {
  const keys: GuardKey[] = [
    { policy: POLICIES.accountAtAddress, subject: `${account}\n${address}`, refusal: AUTH_MESSAGES.locked },
    { policy: POLICIES.account, subject: account, refusal: AUTH_MESSAGES.signInThrottled },
    { policy: POLICIES.address, subject: address, refusal: AUTH_MESSAGES.signInThrottled },
  ];
  try {
    const [inARow] = await takeHits(ctx.db, keys);
    return { keys, locksIfWrong: inARow >= LOCKOUT.attempts };
  } catch (err) {
    if (err instanceof GuardRefusal) throw refuse(err.message);
    throw err;
  }
}

/** The password was right: the reservation was no failure. */
export async function passwordAccepted(ctx: AppContext, attempt: PasswordAttempt): Promise<void> {
  await releaseHits(ctx.db, attempt.keys);
}

/** What a wrong password is answered: the lock message when it was the fifth in a row. */
export function wrongPasswordMessage(attempt: PasswordAttempt, wrong: string = AUTH_MESSAGES.badCredentials): string {
  return attempt.locksIfWrong ? AUTH_MESSAGES.locked : wrong;
}

/**
 * Unlocks accounts (user administration's unlock): forgets their failures at every address and the
 * account-wide backoff, so the next right password signs in at once. Addresses' own counters stay.
 * Subjects are matched exactly in code (an account name may hold LIKE's wildcard `_`).
 */
export async function unlockAccounts(ctx: AppContext, accounts: string[]): Promise<void> {
  if (!accounts.length) return;
  const rows = await ctx.db.selectFrom('rate_guard').select(['scope', 'subject']).where('scope', 'in', [POLICIES.account.scope, POLICIES.accountAtAddress.scope]).execute();
  const hit = rows.filter((r) => accounts.some((a) => (r.scope === POLICIES.account.scope ? r.subject === a : r.subject.startsWith(`${a}\n`))));
  for (const r of hit) await ctx.db.deleteFrom('rate_guard').where('scope', '=', r.scope).where('subject', '=', r.subject).execute();
}
