import { grantEndpoints } from '@shared/api/grantEndpoints';
import { ORG_CATEGORIES, ORG_CATEGORY_CODES } from '@shared/domain/organisation';
import { MENU_LIMITS, type MenuTemplateEntry } from '@shared/domain/roleGrant';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../api/callEndpoint';
import { NumberField, SelectField, TextField, useFieldValue } from '../../crud/fields';
import { useCrudForm } from '../../crud/formContext';
import { useLooseT } from '../../crud/looseT';
import { useLanguage } from '../../i18n/useLanguage';

const flatten = (nodes: MenuTemplateEntry[], depth = 0): { value: string; label: string }[] =>
  nodes.flatMap((n) => [{ value: n.id, label: `${'\u2003'.repeat(depth)}${n.name}` }, ...flatten(n.children ?? [], depth + 1)]);

/** A yes/no select's options (isShow, operatorOnly hold 1 or 0). */
export function useYesNo() {
  const lt = useLooseT();
  return [
    { value: '1', label: lt('resources.menuTemplate.yesNo.yes') },
    { value: '0', label: lt('resources.menuTemplate.yesNo.no') },
  ];
}

/**
 * The menu template form: parent (menu entries only; kept on edit, the server keeps it too, since
 * moving an entry would orphan organisations' copies), type, name, code, path and icon (a menu
 * entry's), order, shown, the organisation categories offered it, operator only, default roles.
 */
export function MenuTemplateFields() {
  const lt = useLooseT();
  const [language] = useLanguage();
  const { record } = useCrudForm() as { record?: MenuTemplateEntry };
  const tree = useQuery({ queryKey: ['menuTemplate', 'tree'], queryFn: () => callEndpoint(grantEndpoints.menuTree) });
  const parents = [{ value: '0', label: lt('resources.menuTemplate.topLevel') }, ...flatten(tree.data ?? []).filter((o) => o.value !== record?.id)];
  const yesNo = useYesNo();
  const isMenu = String(useFieldValue('category')) !== '2';
  const categories = ORG_CATEGORY_CODES.map((c) => ({ value: c, label: ORG_CATEGORIES[c][language] }));
  return (
    <>
      <SelectField name="parentId" options={parents} readOnly={!!record} />
      <SelectField name="category" required options={[{ value: '1', label: lt('resources.menuTemplate.kinds.menu') }, { value: '2', label: lt('resources.menuTemplate.kinds.button') }]} />
      <TextField name="name" required max={MENU_LIMITS.name} />
      <TextField name="code" required max={MENU_LIMITS.code} />
      {isMenu && <TextField name="path" max={MENU_LIMITS.path} />}
      {isMenu && <TextField name="icon" max={MENU_LIMITS.icon} />}
      <NumberField name="sort" />
      <SelectField name="isShow" options={yesNo} />
      <SelectField name="categories" multiple options={categories} />
      <SelectField name="operatorOnly" options={yesNo} />
      <TextField name="roles" max={200} />
    </>
  );
}
