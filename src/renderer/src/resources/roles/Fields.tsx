import { Spinner, Tab, TabList } from '@fluentui/react-components';
import { grantEndpoints } from '@shared/api/grantEndpoints';
import { orgPickerEndpoints, type RoleNode } from '@shared/api/orgPickerEndpoints';
import { ROLE_LIMITS } from '@shared/domain/roleGrant';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { callEndpoint } from '../../api/callEndpoint';
import { useCrudForm } from '../../crud/formContext';
import { NumberField, SelectField, TextField } from '../../crud/fields';
import { CheckboxTreeField } from '../../crud/fields/CheckboxTree';
import { useLooseT } from '../../crud/looseT';

const flatten = (nodes: RoleNode[], depth = 0): { value: string; label: string }[] =>
  nodes.flatMap((n) => [{ value: n.id, label: `${'\u2003'.repeat(depth)}${n.name}` }, ...flatten(n.children, depth + 1)]);

/** The role form: name ≤20, alias ≤20 (unique in the organisation), parent role, sort, remark ≤200. */
export function RoleFields() {
  const lt = useLooseT();
  const { record } = useCrudForm();
  const tree = useQuery({ queryKey: ['roles', 'tree'], queryFn: () => callEndpoint(orgPickerEndpoints.roleTree, {}) });
  const self = (record as { id?: string } | undefined)?.id;
  const options = [{ value: '0', label: lt('resources.roles.topLevel') }, ...flatten(tree.data ?? []).filter((o) => o.value !== self)];
  return (
    <>
      <TextField name="name" required max={ROLE_LIMITS.name} />
      <TextField name="alias" required max={ROLE_LIMITS.alias} />
      <SelectField name="parentId" options={options} />
      <NumberField name="sort" />
      <TextField name="remark" multiline max={ROLE_LIMITS.remark} />
    </>
  );
}

/**
 * 权限设置: the organisation's menus with their buttons, data scopes by resource and API scopes, each a
 * checkbox tree checked from what the role holds (menu/role-tree-keys); saved with role/grant.
 */
export function GrantFields() {
  const lt = useLooseT();
  const { record } = useCrudForm();
  const roleId = (record as { id: string }).id;
  const { setValue } = useFormContext();
  const [tab, setTab] = useState('menuIds');
  const tree = useQuery({ queryKey: ['roles', 'grantTree'], queryFn: () => callEndpoint(grantEndpoints.menuGrantTree, {}), staleTime: 0 });
  const keys = useQuery({ queryKey: ['roles', 'grantKeys', roleId], queryFn: () => callEndpoint(grantEndpoints.menuRoleTreeKeys, { roleIds: roleId }), staleTime: 0 });
  useEffect(() => {
    if (!keys.data) return;
    setValue('menuIds', keys.data.menu);
    setValue('dataScopeIds', keys.data.dataScope);
    setValue('apiScopeIds', keys.data.apiScope);
  }, [keys.data, setValue]);
  if (!tree.data || !keys.data) return <Spinner size="small" />;
  const trees = { menuIds: tree.data.menu, dataScopeIds: tree.data.dataScope, apiScopeIds: tree.data.apiScope } as const;
  return (
    <>
      <TabList selectedValue={tab} onTabSelect={(_, d) => setTab(String(d.value))}>
        {Object.keys(trees).map((name) => (
          <Tab key={name} value={name} data-testid={`grant-tab-${name}`}>
            {lt(`resources.roles.fields.${name}`)}
          </Tab>
        ))}
      </TabList>
      <CheckboxTreeField key={tab} name={tab} tree={trees[tab as keyof typeof trees]} />
    </>
  );
}
