/**
 * Demo data scopes and API scopes (spec 3 §6): the standard rules of the operator tenant for customers
 * and follow-ups, a few API scopes, and one restricted role: the staff of the platform unit 100006
 * (长江工程咨询; demo account `multi` is staff there) see only the customers and follow-ups they wrote.
 */
import type { DataScopeType, ScopedResource } from '@shared/domain/dataScope';
import type { ModuleName } from '@shared/api/modules';
import { OPERATOR_TENANT } from '@shared/domain/organisation';
import type { Executor } from '../db/database';
import { newId } from '../db/ids';
import { timestamp } from '../db/time';

export const DEMO_RESTRICTED = { tenantId: '100006', role: 'staff', ownCustomerCode: 'customer_own', ownFollowCode: 'follow_record_own' } as const;

const STANDARD: { type: DataScopeType; label: string; code: string }[] = [
  { type: 'all', label: '全部', code: 'all' },
  { type: 'deptAndBelow', label: '本部门及以下', code: 'dept_below' },
  { type: 'dept', label: '本部门', code: 'dept' },
  { type: 'own', label: '本人', code: 'own' },
];
const RESOURCES: { resource: ScopedResource; label: string; code: string }[] = [
  { resource: 'customer', label: '客户', code: 'customer' },
  { resource: 'follow-record', label: '跟进记录', code: 'follow_record' },
];

const API_SCOPES: { name: string; code: string; module: ModuleName; path: string; method: '' | 'GET' | 'POST' }[] = [
  { name: '客户只读', code: 'api_customer_read', module: 'system', path: 'cust_attention/*', method: 'GET' },
  { name: '客户管理', code: 'api_customer_all', module: 'system', path: 'cust_attention/*', method: '' },
  { name: '跟进记录管理', code: 'api_follow_record_all', module: 'system', path: 'promote/*', method: '' },
  { name: '公告管理', code: 'api_notice_all', module: 'system', path: 'notice/*', method: '' },
];

export async function seedDemoScopes(db: Executor): Promise<void> {
  if (await db.selectFrom('data_scope').select('id').where('tenant_id', '=', OPERATOR_TENANT).executeTakeFirst()) return;
  const now = timestamp();
  const base = { tenant_id: OPERATOR_TENANT, remark: '', create_user: '', create_time: now, update_time: now };
  const data = RESOURCES.flatMap((r) =>
    STANDARD.map((s) => ({ ...base, id: newId(), name: `${s.label}${s.type === 'all' ? '' : '的'}${r.label}`, code: `${r.code}_${s.code}`, resource: r.resource, scope_type: s.type, scope_column: '', scope_value: '' })),
  );
  await db.insertInto('data_scope').values(data).execute();
  await db
    .insertInto('api_scope')
    .values(API_SCOPES.map((a) => ({ ...base, id: newId(), ...a })))
    .execute();

  const role = await db.selectFrom('role').select('id').where('tenant_id', '=', DEMO_RESTRICTED.tenantId).where('alias', '=', DEMO_RESTRICTED.role).executeTakeFirst();
  if (!role) return;
  const granted = data.filter((d) => d.code === DEMO_RESTRICTED.ownCustomerCode || d.code === DEMO_RESTRICTED.ownFollowCode);
  await db
    .insertInto('role_scope')
    .values(granted.map((d) => ({ role_id: role.id, scope_id: d.id, kind: 'data' })))
    .execute();
}
