import { OPERATOR_TENANT } from '@shared/domain/organisation';
import type { Db } from '../../../src/server/db/database';
import { newId } from '../../../src/server/db/ids';
import { timestamp } from '../../../src/server/db/time';
import { apiClient, type ApiClient, type TestServer } from '../../support/server';

/**
 * A member of the operator tenant who is not its administrator: `multi` given a post in 000000 with
 * a role of its own (no platform buttons granted), signed in there.
 */
export async function operatorStaff(server: TestServer, db: Db): Promise<ApiClient> {
  const user = await db.selectFrom('app_user').select('id').where('account', '=', 'multi').executeTakeFirstOrThrow();
  const role = { id: newId(), tenant_id: OPERATOR_TENANT, name: '平台员工', alias: 'platform_staff', sort: 9 };
  await db.insertInto('role').values(role).execute();
  const top = await db.selectFrom('dept').select('id').where('tenant_id', '=', OPERATOR_TENANT).orderBy('id').executeTakeFirstOrThrow();
  await db
    .insertInto('post')
    .values({ id: newId(), user_id: user.id, tenant_id: OPERATOR_TENANT, dept_id: top.id, post_name: '平台员工', role_ids: role.id, join_status: 'JOINED', create_time: timestamp() })
    .execute();
  const api = apiClient(server.url);
  await api.login('multi', OPERATOR_TENANT);
  return api;
}
