import { grantEndpoints } from '@shared/api/grantEndpoints';
import { MENU_ADMIN_BUTTONS } from '@shared/domain/organisationButtons';
import { menuTemplateSubmitSchema, type MenuTemplateEntry } from '@shared/domain/roleGrant';
import type { ResourceDescriptor } from '../../crud/types';
import { MenuTemplateFields } from './Fields';
import { menuCells } from './cells';
import { optionLabels } from '../../crud/columns';
import { ORG_CATEGORY_CODES } from '@shared/domain/organisation';

/** A 0/1 flag of the template, 是 / 否 as its cells show it. */
const YES_NO = optionLabels({ 1: 'resources.menuTemplate.yesNo.yes', 0: 'resources.menuTemplate.yesNo.no' });

export type MenuTemplateValues = {
  parentId: string;
  category: string;
  name: string;
  code: string;
  path: string;
  icon: string;
  sort: string;
  isShow: string;
  categories: string;
  operatorOnly: string;
  roles: string;
};

const schema = menuTemplateSubmitSchema.omit({ id: true });

/**
 * 菜单管理 (/system/menu, spec 3 §7 menu): the operator's administrator edits the product menu every
 * organisation's menu is copied from — a tree list, add (also under a row), edit, remove. The server
 * carries each change to the organisations' copies in the same transaction.
 */
export const menuTemplate: ResourceDescriptor<MenuTemplateEntry, MenuTemplateValues> = {
  name: 'menuTemplate',
  // The sidebar and the grant trees read organisations' copies of the template.
  invalidates: [['menu'], ['roles']],
  tree: { children: (m) => m.children },
  endpoints: { page: grantEndpoints.menuList, detail: grantEndpoints.menuDetail },
  modes: {
    add: { endpoint: grantEndpoints.menuSubmit, schema, permission: MENU_ADMIN_BUTTONS.add },
    edit: { endpoint: grantEndpoints.menuSubmit, schema, permission: MENU_ADMIN_BUTTONS.edit },
  },
  remove: { endpoint: grantEndpoints.menuRemove, permission: MENU_ADMIN_BUTTONS.remove },
  rowActions: [
    {
      kind: 'add',
      key: 'addChild',
      label: 'resources.menuTemplate.addChild',
      permission: MENU_ADMIN_BUTTONS.add,
      // Nothing goes under a button (the server refuses it too).
      visible: (m) => m.category === 1,
      initial: (m) => ({ parentId: m.id, category: m.children?.length && m.children.every((c) => c.category === 2) ? '2' : '1' }),
    },
  ],
  columns: [
    // The template's name as stored (Chinese data); the screen shows it in the person's language.
    { key: 'name', width: 240, exportAs: 'text', render: menuCells.name },
    { key: 'code', width: 200 },
    { key: 'category', width: 90, exportAs: optionLabels({ 1: 'resources.menuTemplate.kinds.menu', 2: 'resources.menuTemplate.kinds.button' }), render: menuCells.category },
    { key: 'path', width: 220 },
    { key: 'sort', width: 70 },
    { key: 'isShow', width: 90, exportAs: YES_NO, render: menuCells.isShow },
    // Blank (every category) is 全部 on screen, a blank cell in the export.
    { key: 'categories', width: 200, exportAs: { options: ORG_CATEGORY_CODES.map((c) => ({ value: c, label: `orgCategories.${c}` })) }, render: menuCells.categories },
    { key: 'operatorOnly', width: 90, exportAs: YES_NO, render: menuCells.operatorOnly },
    { key: 'roles' },
  ],
  search: [{ name: 'name', kind: 'text' }],
  empty: { parentId: '0', category: '1', name: '', code: '', path: '', icon: '', sort: '0', isShow: '1', categories: '', operatorOnly: '0', roles: '' },
  toValues: (m) => ({
    parentId: m.parentId,
    category: String(m.category),
    name: m.name,
    code: m.code,
    path: m.path,
    icon: m.icon,
    sort: String(m.sort),
    isShow: String(m.isShow),
    categories: m.categories,
    operatorOnly: String(m.operatorOnly),
    roles: m.roles,
  }),
  Fields: MenuTemplateFields,
};
