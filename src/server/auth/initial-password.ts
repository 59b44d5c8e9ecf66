import { randomBytes } from 'node:crypto';
import { PARAM_KEYS } from '@shared/domain/param';
import type { AppContext } from '../context';
import type { Executor } from '../db/database';
import { paramValue } from '../repositories/params';
import { hashPassword } from './passwords';

/** The operator's initial password (param account.initPassword), read at each use; undefined when none is set. */
export function initialPassword(db: Executor): Promise<string | undefined> {
  return paramValue(db, PARAM_KEYS.initPassword);
}

/**
 * The hash an account created without a password gets: the initial password when the operator set
 * one (the person is told it and changes it), else a random one nobody knows (they sign in by SMS).
 */
export async function initialPasswordHash(ctx: AppContext): Promise<string> {
  const password = (await initialPassword(ctx.db)) ?? randomBytes(32).toString('base64');
  return hashPassword(password, ctx.config.scryptLogN);
}
