import { userAdminEndpoints } from '@shared/api/userAdminEndpoints';
import { OPERATOR_TENANT } from '@shared/domain/organisation';
import type { NamedOption } from '@shared/domain/userAdmin';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { callEndpoint } from '../../api/callEndpoint';
import { SelectField } from '../../crud/fields';

const asOptions = (rows: NamedOption[] | undefined) => (rows ?? []).map((r) => ({ value: r.id, label: r.name }));

/**
 * The organisation a user's post is in (the operator by default) and, below it, that organisation's
 * departments, job posts and roles: picking another organisation clears what belonged to the old one.
 */
export function TenantMembershipFields({ only }: { only?: 'roles' }) {
  const { setValue } = useFormContext();
  const tenantId = String(useWatch({ name: 'tenantId' }) ?? '');
  const tenants = useQuery({ queryKey: ['options', 'userTenants'], queryFn: () => callEndpoint(userAdminEndpoints.tenants), staleTime: 60_000 });
  const choices = useQuery({
    queryKey: ['options', 'userTenantChoices', tenantId],
    queryFn: () => callEndpoint(userAdminEndpoints.tenantOptions, { tenantId }),
    enabled: !!tenantId,
    staleTime: 60_000,
  });
  const previous = useRef(tenantId);
  useEffect(() => {
    if (previous.current === tenantId) return;
    previous.current = tenantId;
    for (const name of ['deptId', 'postId', 'roleIds']) setValue(name, '', { shouldDirty: true });
  }, [tenantId, setValue]);
  return (
    <>
      <SelectField name="tenantId" required options={asOptions(tenants.data)} />
      <SelectField name="roleIds" required multiple options={asOptions(choices.data?.roles)} />
      {only !== 'roles' && (
        <>
          <SelectField name="deptId" required options={asOptions(choices.data?.depts)} />
          <SelectField name="postId" required options={asOptions(choices.data?.posts)} />
        </>
      )}
    </>
  );
}

export const DEFAULT_TENANT = OPERATOR_TENANT;
