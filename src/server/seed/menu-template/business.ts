import { CUSTOMER_BUTTONS } from '@shared/domain/customer';
import { CONTRACT_MENUS } from './contract';
import { PROJECT_MENUS } from './project';
import { type MenuTemplate, BIZ_LEADERS, CONTRACTING } from './types';

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
        ],
      },
      { code: 'customer_mine', name: '我的客户', path: '/customer/mine', keepAlive: true },
      { code: 'customer_invite', name: '邀请客户', path: '/customer/invite', categories: ['ss', 'kj'] },
    ],
  },
  ...CONTRACT_MENUS,
  {
    code: 'finance',
    name: '财务管理',
    path: '/finance',
    icon: 'icon-finance',
    children: [
      {
        code: 'finance_invoice',
        name: '发票管理',
        path: '/finance/invoice',
        categories: [...CONTRACTING, 'yz'],
        buttons: [
          { code: 'invoice_add', name: '开具发票' },
          { code: 'invoice_supplement', name: '补充发票信息' },
          { code: 'invoice_delete', name: '删除发票', roles: ['administrator'] },
        ],
      },
      {
        code: 'finance_arrive',
        name: '到账管理',
        path: '/finance/arrive',
        categories: [...CONTRACTING, 'yz'],
        buttons: [
          { code: 'arrive_add', name: '登记到账' },
          { code: 'arrive_write_off', name: '到账核销', roles: ['administrator', 'manager'] },
        ],
      },
      {
        code: 'finance_payment',
        name: '请款付款',
        path: '/finance/payment',
        buttons: [
          { code: 'payment_request', name: '发起请款' },
          { code: 'payment_pay', name: '登记付款', roles: ['administrator', 'manager'] },
        ],
      },
      {
        code: 'finance_deposit',
        name: '合作费管理',
        path: '/finance/deposit',
        buttons: [
          { code: 'deposit_add', name: '缴纳合作费' },
          { code: 'deposit_return', name: '退还合作费', roles: ['administrator'] },
        ],
      },
      {
        code: 'finance_bid_deposit',
        name: '投标保证金',
        path: '/finance/bid-deposit',
        categories: CONTRACTING,
        buttons: [
          { code: 'bid_deposit_add', name: '新增保证金' },
          { code: 'bid_deposit_refund', name: '保证金退还' },
        ],
      },
      {
        code: 'finance_tender',
        name: '招投标管理',
        path: '/finance/tender',
        categories: CONTRACTING,
        buttons: [
          { code: 'tender_add', name: '新增投标' },
          { code: 'tender_feedback', name: '投标反馈' },
        ],
      },
      { code: 'finance_income', name: '收入管理', path: '/finance/income', categories: ['ss', 'kj', 'gl', 'pt'] },
      { code: 'finance_other_fee', name: '其他支出', path: '/finance/other-fee', categories: CONTRACTING },
    ],
  },
  ...PROJECT_MENUS,
];
