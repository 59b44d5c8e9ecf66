import { CUSTOMER_BUTTONS } from '@shared/domain/customer';
import { CONTRACT_MENUS } from './contract';
import { FINANCE_MENUS } from './finance';
import { PROJECT_MENUS } from './project';
import { type MenuTemplate, BIZ_LEADERS } from './types';

/** The business areas: workbench, customers, contracts, finance, projects, archives (spec 1 §2, spec 2, spec 3). */
export const BUSINESS_MENUS: MenuTemplate[] = [
  {
    code: 'desk',
    name: '工作台',
    path: '/desk',
    icon: 'icon-desk',
    standalone: true,
    children: [
      { code: 'desk_board', name: '数据看板', path: '/board/index', categories: ['ss', 'kj', 'gl', 'pt'], query: { target: '_blank' } },
      { code: 'desk_stat', name: '统计报表', path: '/desk/stat', categories: BIZ_LEADERS },
    ],
  },
  {
    code: 'customer',
    name: '客户管理',
    path: '/customer',
    icon: 'icon-customer',
    categories: BIZ_LEADERS,
    children: [
      {
        code: 'customer_follow',
        name: '客户跟进',
        path: '/customer/follow',
        keepAlive: true,
        buttons: [
          { code: CUSTOMER_BUTTONS.add, name: '新增客户' },
          { code: CUSTOMER_BUTTONS.edit, name: '编辑客户' },
          { code: CUSTOMER_BUTTONS.remove, name: '删除客户', roles: ['administrator', 'manager'] },
          { code: 'customer_follow_record', name: '跟进记录' },
          { code: CUSTOMER_BUTTONS.status, name: '变更合作状态', roles: ['administrator', 'manager'] },
          { code: CUSTOMER_BUTTONS.import, name: '导入客户', roles: ['administrator', 'manager'] },
        ],
      },
      { code: 'customer_mine', name: '我的客户', path: '/customer/mine', keepAlive: true },
      { code: 'customer_invite', name: '邀请客户', path: '/customer/invite', categories: ['ss', 'kj'] },
    ],
  },
  ...CONTRACT_MENUS,
  ...FINANCE_MENUS,
  ...PROJECT_MENUS,
];
