/**
 * Where each scoped resource (SCOPED_RESOURCES in src/shared/domain/dataScope.ts) keeps its creator
 * and department, and the column of each field a custom rule may compare. A resource without a
 * department column is narrowed by department through its creator's membership (post) instead.
 */
import type { ScopedResource } from '@shared/domain/dataScope';

export interface ScopeTarget {
  creator: string;
  dept?: string;
  columns: Record<string, string>;
}

/** Every contract table keeps its creator, the creator's department and its status alike (schema-contracts.ts). */
const contract: ScopeTarget = { creator: 'create_user', dept: 'create_dept', columns: { statusContract: 'status_contract', createUser: 'create_user', createDept: 'create_dept' } };

export const SCOPE_TARGETS: Record<ScopedResource, ScopeTarget> = {
  customer: {
    creator: 'create_user',
    dept: 'create_dept',
    columns: { status: 'status', areaCode: 'area_code', source: 'source', createUser: 'create_user', createDept: 'create_dept' },
  },
  'follow-record': { creator: 'create_user', columns: { customerId: 'customer_id', createUser: 'create_user' } },
  'contract-owner': contract,
  'contract-platform': contract,
  'contract-production': contract,
  'contract-resource': contract,
  'finance-request': { creator: 'create_user', dept: 'create_dept', columns: { payStatus: 'pay_status', createUser: 'create_user', createDept: 'create_dept' } },
};

export const targetOf = (resource: string): ScopeTarget | undefined => (Object.hasOwn(SCOPE_TARGETS, resource) ? SCOPE_TARGETS[resource as ScopedResource] : undefined);
