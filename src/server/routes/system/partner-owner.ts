import type { Executor } from '../../db/database';
import type { Caller } from '../../http/caller';
import { HttpError } from '../../http/errors';
import { findTenantByCode } from '../../repositories/bank-cards';
import { findBizAttentionOf } from '../../repositories/biz-attention';
import { isOperatorAdministrator } from '../../http/buttonGrants';

/**
 * The organisation a read-only list names by its `code` (the enterprise detail page's tabs): the
 * caller's own when absent; another only for the operator's administrator, or, where `partners` is
 * set, for an organisation that has it as a partner. Anything else is `refused` (400), so a foreign
 * code reveals nothing.
 */
export async function listOwner(db: Executor, caller: Caller, code: string, refused: string, opts: { partners?: boolean } = {}): Promise<string> {
  if (!code) return caller.tenantId;
  const owner = await findTenantByCode(db, code);
  if (!owner) throw new HttpError(400, refused);
  if (owner.tenant_id === caller.tenantId || (await isOperatorAdministrator(db, caller))) return owner.tenant_id;
  if (opts.partners && (await findBizAttentionOf(db, caller.tenantId, owner.tenant_id))) return owner.tenant_id;
  throw new HttpError(400, refused);
}
