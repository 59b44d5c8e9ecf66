import { Spinner } from '@fluentui/react-components';
import { grantEndpoints } from '@shared/api/grantEndpoints';
import type { GrantNode, MenuTemplateEntry } from '@shared/domain/roleGrant';
import { PACKAGE_LIMITS } from '@shared/domain/tenantPackage';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../api/callEndpoint';
import { TextField } from '../../crud/fields';
import { CheckboxTreeField } from '../../crud/fields/CheckboxTree';

/** The template's menu entries as a check-box tree; buttons are left out (a package's entries bring their buttons). */
export function menuOnlyTree(entries: MenuTemplateEntry[]): GrantNode[] {
  return entries
    .filter((e) => e.category === 1)
    .map((e) => ({ id: e.id, code: e.code, title: e.name, kind: 'menu' as const, children: menuOnlyTree(e.children ?? []) }));
}

/** The package form: name ≤50, the menus of the template it holds, remark ≤200. */
export function TenantPackageFields() {
  const tree = useQuery({ queryKey: ['tenantPackages', 'menuTree'], queryFn: () => callEndpoint(grantEndpoints.menuTree) });
  return (
    <>
      <TextField name="packageName" required max={PACKAGE_LIMITS.packageName} />
      {tree.data ? <CheckboxTreeField name="menuIds" tree={menuOnlyTree(tree.data)} /> : <Spinner size="small" />}
      <TextField name="remark" multiline max={PACKAGE_LIMITS.remark} />
    </>
  );
}
