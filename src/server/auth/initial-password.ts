import { randomBytes } from 'node:crypto';
import { PARAM_KEYS } from '@shared/domain/param';
import type { AppContext } from '../context';
import type { Executor } from '../db/database';
import { paramValue } from '../repositories/params';
import { hashPassword } from './passwords';

/**
 * The initial password (param account.initPassword) is kept as its hash: the database never holds
 * the password itself, and every account given it (created without one, or reset) gets this hash,
 * which verifies like any other. The params form writes it through here.
 */
export function sealInitialPassword(password: string, scryptLogN: number): Promise<string> {
  return hashPassword(password, scryptLogN);
}

/** The stored hash of the initial password, read at each use; undefined when the operator set none. */
export function initialPasswordHashOf(db: Executor): Promise<string | undefined> {
  return paramValue(db, PARAM_KEYS.initPassword);
}

/**
 * The hash an account created without a password gets: the initial password's when the operator set
 * one (the person is told it and changes it), else a random one nobody knows (they sign in by SMS).
 */
export async function initialPasswordHash(ctx: AppContext): Promise<string> {
  return (await initialPasswordHashOf(ctx.db)) ?? hashPassword(randomBytes(32).toString('base64'), ctx.config.scryptLogN);
}
