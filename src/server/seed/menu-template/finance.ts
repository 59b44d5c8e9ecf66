import {
  BID_DEPOSIT_BUTTONS,
  COOPERATION_FEE_BUTTONS,
  INCOME_BUTTONS,
  OTHER_FEE_BUTTONS,
  OWNER_ARRIVAL_BUTTONS,
  OWNER_INVOICE_BUTTONS,
  PAYMENT_BUTTONS,
  PAYMENT_REQUEST_BUTTONS,
  PLATFORM_ARRIVAL_BUTTONS,
  PLATFORM_INVOICE_BUTTONS,
  TENDER_BUTTONS,
} from '@shared/domain/financeButtons';
import { type ButtonTemplate, type MenuTemplate, CONTRACTING } from './types';

const MANAGERS: ButtonTemplate['roles'] = ['administrator', 'manager'];
const ADMINS: ButtonTemplate['roles'] = ['administrator'];

/** Those named party B of production and resource-provider contracts: they ask to be paid. */
const PAYEES: MenuTemplate['categories'] = ['sc', 'st', 'cb', 'zy'];

/** Money in and out of every contract, fees, income, deposits and tenders (spec 2, issue 17). */
export const FINANCE_MENUS: MenuTemplate[] = [
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
        categories: CONTRACTING,
        buttons: [
          { code: OWNER_INVOICE_BUTTONS.add, name: '开具发票' },
          { code: OWNER_INVOICE_BUTTONS.edit, name: '编辑发票' },
          { code: OWNER_INVOICE_BUTTONS.supplement, name: '补充发票信息' },
          { code: OWNER_INVOICE_BUTTONS.remove, name: '删除发票', roles: ADMINS },
          { code: OWNER_INVOICE_BUTTONS.void, name: '作废发票', roles: MANAGERS },
        ],
      },
      {
        code: 'finance_platform_invoice',
        name: '平台发票',
        path: '/finance/platform-invoice',
        categories: CONTRACTING,
        buttons: [
          { code: PLATFORM_INVOICE_BUTTONS.add, name: '开具平台发票' },
          { code: PLATFORM_INVOICE_BUTTONS.edit, name: '编辑平台发票' },
          { code: PLATFORM_INVOICE_BUTTONS.supplement, name: '补充平台发票信息' },
          { code: PLATFORM_INVOICE_BUTTONS.remove, name: '删除平台发票', roles: ADMINS },
          { code: PLATFORM_INVOICE_BUTTONS.void, name: '作废平台发票', roles: MANAGERS },
        ],
      },
      {
        code: 'finance_arrive',
        name: '到账管理',
        path: '/finance/arrive',
        categories: CONTRACTING,
        buttons: [
          { code: OWNER_ARRIVAL_BUTTONS.add, name: '登记到账' },
          { code: OWNER_ARRIVAL_BUTTONS.edit, name: '编辑到账' },
          { code: OWNER_ARRIVAL_BUTTONS.writeOff, name: '到账核销', roles: MANAGERS },
          { code: OWNER_ARRIVAL_BUTTONS.remove, name: '删除到账', roles: ADMINS },
        ],
      },
      {
        code: 'finance_platform_arrive',
        name: '平台到账',
        path: '/finance/platform-arrive',
        categories: CONTRACTING,
        buttons: [
          { code: PLATFORM_ARRIVAL_BUTTONS.add, name: '登记平台到账' },
          { code: PLATFORM_ARRIVAL_BUTTONS.edit, name: '编辑平台到账' },
          { code: PLATFORM_ARRIVAL_BUTTONS.writeOff, name: '平台到账核销', roles: MANAGERS },
          { code: PLATFORM_ARRIVAL_BUTTONS.remove, name: '删除平台到账', roles: ADMINS },
        ],
      },
      {
        code: 'finance_other_fee',
        name: '其他支出',
        path: '/finance/other-fee',
        categories: CONTRACTING,
        buttons: [
          { code: OTHER_FEE_BUTTONS.add, name: '新增支出' },
          { code: OTHER_FEE_BUTTONS.edit, name: '编辑支出' },
          { code: OTHER_FEE_BUTTONS.remove, name: '删除支出', roles: ADMINS },
        ],
      },
      {
        code: 'finance_request',
        name: '请款管理',
        path: '/finance/request',
        categories: PAYEES,
        buttons: [
          { code: PAYMENT_REQUEST_BUTTONS.request, name: '发起请款' },
          { code: PAYMENT_REQUEST_BUTTONS.remove, name: '撤回请款', roles: MANAGERS },
        ],
      },
      {
        code: 'finance_payment',
        name: '付款管理',
        path: '/finance/payment',
        categories: CONTRACTING,
        buttons: [
          { code: PAYMENT_BUTTONS.pay, name: '登记付款', roles: MANAGERS },
          { code: PAYMENT_BUTTONS.refuse, name: '驳回请款', roles: MANAGERS },
        ],
      },
      {
        code: 'finance_deposit',
        name: '合作费管理',
        path: '/finance/deposit',
        buttons: [
          { code: COOPERATION_FEE_BUTTONS.add, name: '缴纳合作费' },
          { code: COOPERATION_FEE_BUTTONS.edit, name: '编辑合作费' },
          { code: COOPERATION_FEE_BUTTONS.giveBack, name: '退还合作费', roles: ADMINS },
          { code: COOPERATION_FEE_BUTTONS.remove, name: '删除合作费', roles: ADMINS },
        ],
      },
      {
        code: 'finance_bid_deposit',
        name: '投标保证金',
        path: '/finance/bid-deposit',
        categories: CONTRACTING,
        buttons: [
          { code: BID_DEPOSIT_BUTTONS.add, name: '新增保证金' },
          { code: BID_DEPOSIT_BUTTONS.edit, name: '编辑保证金' },
          { code: BID_DEPOSIT_BUTTONS.refund, name: '保证金退还' },
          { code: BID_DEPOSIT_BUTTONS.remove, name: '删除保证金', roles: ADMINS },
        ],
      },
      {
        code: 'finance_tender',
        name: '招投标管理',
        path: '/finance/tender',
        categories: CONTRACTING,
        buttons: [
          { code: TENDER_BUTTONS.add, name: '新增投标' },
          { code: TENDER_BUTTONS.edit, name: '编辑投标' },
          { code: TENDER_BUTTONS.feedback, name: '投标反馈' },
          { code: TENDER_BUTTONS.remove, name: '删除投标', roles: ADMINS },
        ],
      },
      {
        code: 'finance_income',
        name: '收入管理',
        path: '/finance/income',
        categories: ['ss', 'kj', 'gl', 'pt'],
        buttons: [
          { code: INCOME_BUTTONS.add, name: '新增收入' },
          { code: INCOME_BUTTONS.edit, name: '编辑收入' },
          { code: INCOME_BUTTONS.remove, name: '删除收入', roles: ADMINS },
        ],
      },
      // Receivables aging and payables (issue 18): read-only, no buttons.
      { code: 'finance_report', name: '财务报表', path: '/finance/report', categories: CONTRACTING },
    ],
  },
];
