import { deptEndpoints } from '@shared/api/orgStructureEndpoints';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../api/callEndpoint';
import type { BaseProps } from './common';
import { TreePicker } from './TreePicker';

/**
 * A department of the caller's organisation (dept/tree, whole), or one level at a time (dept/lazy-tree)
 * with `lazy`; a value not loaded yet is named from dept/id-name-map. `tenantId`: another
 * organisation's departments (the operator's administrator only; the server refuses anyone else).
 */
export function DeptPicker(props: BaseProps & { nameField?: string; lazy?: boolean; disabledBranch?: string; tenantId?: string }) {
  const { lazy, tenantId, ...rest } = props;
  const scope = tenantId ? { tenantId } : {};
  const names = useQuery({
    queryKey: ['treePicker', 'dept/id-name-map', tenantId ?? ''],
    queryFn: () => callEndpoint(deptEndpoints.idNameMap, scope),
    enabled: !!lazy,
    staleTime: 60_000,
  });
  return (
    <TreePicker
      {...rest}
      testId="dept-picker"
      cacheKey={[lazy ? 'dept/lazy-tree' : 'dept/tree', tenantId ?? '']}
      whole={lazy ? undefined : () => callEndpoint(deptEndpoints.tree, scope)}
      level={lazy ? (parentId) => callEndpoint(deptEndpoints.lazyTree, { ...scope, parentId }) : undefined}
      labelOf={(id) => names.data?.[id]}
    />
  );
}

/**
 * A person of the organisation picked by department (dept/inner-contacts-tree): departments open
 * to their members and cannot be picked themselves; the value is the member's user id.
 */
export function InnerContactPicker(props: BaseProps & { nameField?: string; tenantId?: string }) {
  const { tenantId, ...rest } = props;
  return (
    <TreePicker
      {...rest}
      testId="contact-picker"
      cacheKey={['dept/inner-contacts-tree', tenantId ?? '']}
      whole={() => callEndpoint(deptEndpoints.innerContactsTree, tenantId ? { tenantId } : {})}
    />
  );
}
