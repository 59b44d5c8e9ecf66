import type * as Auth from '@shared/domain/auth';

type AuthRules = typeof Auth;
let rules: AuthRules | undefined;
let pending: Promise<AuthRules> | undefined;

/**
 * The login forms' schemas, and zod with them, are fetched with the first keystroke or submit rather
 * than with the login screen: the screen paints sooner and /login stays within its budget. Local, so
 * they have long arrived by the time anyone submits; submit awaits them all the same.
 */
export function loadAuthRules(): Promise<AuthRules> {
  pending ??= import('@shared/domain/auth').then((m) => (rules = m));
  return pending;
}

/** The rules once loaded (always, after the first submit has awaited them). */
export function loadedAuthRules(): AuthRules | undefined {
  return rules;
}
