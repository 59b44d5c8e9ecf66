/** The administrator role of an organisation, as the organisation screens need it. */
import type { Executor } from '../db/database';
import { ADMINISTRATOR_ROLE } from '@shared/domain/roleGrant';

/** The administrator role's id in an organisation (every organisation starts with one). */
export async function administratorRoleId(db: Executor, tenantId: string): Promise<string | undefined> {
  const row = await db.selectFrom('role').select('id').where('tenant_id', '=', tenantId).where('alias', '=', ADMINISTRATOR_ROLE).executeTakeFirst();
  return row?.id;
}
