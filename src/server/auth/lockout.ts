import type { Executor } from '../db/database';
import { secondsFromNow, timestamp } from '../db/time';
import type { User } from '../repositories/users';
import { setLoginFailures } from '../repositories/users';

/** Five wrong passwords in a row lock the account for fifteen minutes. */
export const LOCKOUT = { attempts: 5, minutes: 15 } as const;

export function isLocked(user: User, now: Date = new Date()): boolean {
  return user.locked_until !== null && user.locked_until > timestamp(now);
}

/** Counts a wrong password; true when this one locked the account. */
export async function recordWrongPassword(db: Executor, user: User): Promise<boolean> {
  const attempts = user.failed_attempts + 1;
  if (attempts >= LOCKOUT.attempts) {
    await setLoginFailures(db, user.id, 0, secondsFromNow(LOCKOUT.minutes * 60));
    return true;
  }
  await setLoginFailures(db, user.id, attempts, null);
  return false;
}

export async function clearWrongPasswords(db: Executor, user: User): Promise<void> {
  if (user.failed_attempts !== 0 || user.locked_until !== null) await setLoginFailures(db, user.id, 0, null);
}
