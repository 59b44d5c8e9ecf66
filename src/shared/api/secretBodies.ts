/**
 * Submits whose body or answer carries a secret: a password, a storage or SMS secret, the initial
 * password parameter, a new OAuth client's secret. The outbox sends them at once and never keeps
 * them in the cache file (its entries and their answers are plain text on the disk); a network
 * failure leaves the form open with what was typed, and the idempotency key still guards doubles.
 */
import type { Endpoint } from './endpoints';
import { paramEndpoints } from './platformSettingsEndpoints';
import { storageEndpoints } from './storageEndpoints';
import { clientEndpoints } from './tenantEndpoints';
import { userAdminEndpoints } from './userAdminEndpoints';

type Call = Pick<Endpoint<unknown, unknown>, 'module' | 'path'>;

export const SECRET_BODY_CALLS: readonly Call[] = [
  userAdminEndpoints.submit,
  paramEndpoints.submit,
  storageEndpoints.ossSubmit,
  storageEndpoints.smsSubmit,
  clientEndpoints.submit,
];

/** Whether a submit to `module`/`path` carries a secret (paths compared as declared, case ignored). */
export function carriesSecret(module: string, path: string): boolean {
  const asked = path.replace(/^\/+|\/+$/g, '').toLowerCase();
  return SECRET_BODY_CALLS.some((c) => c.module === module && c.path.toLowerCase() === asked);
}
