import type { Twin } from '../twin';
import type { menuTemplateZh } from './menuTemplate.zh';

export const menuTemplateEn: Twin<typeof menuTemplateZh> = {
  name: 'menu',
  fields: {
    name: 'Menu name',
    code: 'Menu code',
    path: 'Route path',
    icon: 'Icon',
    parentId: 'Parent menu',
    sort: 'Order',
    category: 'Menu type',
    isShow: 'Shown',
    categories: 'Organisation categories',
    operatorOnly: 'Operator only',
    roles: 'Default roles',
    createTime: 'Created',
  },
  kinds: { menu: 'Menu', button: 'Button' },
  yesNo: { yes: 'Yes', no: 'No' },
  topLevel: 'None (top level)',
  allCategories: 'Every category',
  addChild: 'Add child',
};
