import { CLIENT_GRANT_TYPES } from '@shared/domain/oauthClient';
import { OPERATOR_TENANT } from '@shared/domain/organisation';
import type { ServerConfig } from '../config';
import type { Executor } from '../db/database';
import { newId } from '../db/ids';
import { timestamp } from '../db/time';
import { clientSecretHash } from '../http/client-credentials';
import { findClientByClientId, insertClient, updateClient } from '../repositories/oauth-clients';

/**
 * The client the server's configuration names (CEM_CLIENT_ID / CEM_CLIENT_SECRET, which the desktop
 * app is built with) is in the client table at every start, so the app keeps working: added with
 * every grant and the configured lifetimes when missing; its secret follows the configuration,
 * while the lifetimes and grants the operator set on the screen are kept.
 */
export async function ensureDefaultClient(db: Executor, config: ServerConfig): Promise<void> {
  const now = timestamp();
  const secretHash = clientSecretHash(config.clientSecret);
  const existing = await findClientByClientId(db, config.clientId);
  if (existing) {
    if (existing.secret_hash !== secretHash || existing.is_default !== 1) await updateClient(db, existing.id, { secret_hash: secretHash, is_default: 1 });
    return;
  }
  await insertClient(db, {
    id: newId(),
    tenant_id: OPERATOR_TENANT,
    client_id: config.clientId,
    secret_hash: secretHash,
    grant_types: CLIENT_GRANT_TYPES.join(','),
    access_token_validity: config.accessTokenTtl,
    refresh_token_validity: config.refreshTokenTtl,
    remark: '',
    is_default: 1,
    create_user: '',
    create_time: now,
    update_time: now,
  });
}
