import {
  BASIC_CONTRACT_BUTTONS,
  MY_CONTRACT_BUTTONS,
  OWNER_CONTRACT_BUTTONS,
  PLATFORM_CONTRACT_BUTTONS,
  PRODUCTION_CONTRACT_BUTTONS,
  PROJECT_CONTRACT_BUTTONS,
  RESOURCE_CONTRACT_BUTTONS,
} from '@shared/domain/contractButtons';
import { type ButtonTemplate, type MenuTemplate, CONTRACTING } from './types';

const MANAGERS: ButtonTemplate['roles'] = ['administrator', 'manager'];
const ADMINS: ButtonTemplate['roles'] = ['administrator'];

/** Add, edit, modify (变更), status change and remove of one contract kind, with who gets each by default. */
function kindButtons(codes: Record<'add' | 'edit' | 'modify' | 'status' | 'remove', string>, noun: string): ButtonTemplate[] {
  return [
    { code: codes.add, name: `新增${noun}` },
    { code: codes.edit, name: `编辑${noun}` },
    { code: codes.modify, name: `${noun}变更`, roles: MANAGERS },
    { code: codes.status, name: `变更${noun}状态`, roles: MANAGERS },
    { code: codes.remove, name: `删除${noun}`, roles: ADMINS },
  ];
}

/** The owner project contract and the five kinds of contract that divide its money (spec 2, issue 16). */
export const CONTRACT_MENUS: MenuTemplate[] = [
  {
    code: 'contract',
    name: '合同管理',
    path: '/contract',
    icon: 'icon-contract',
    children: [
      {
        code: 'contract_owner',
        name: '业主项目合同',
        path: '/contract/owner',
        categories: [...CONTRACTING, 'yz'],
        keepAlive: true,
        buttons: [
          { code: OWNER_CONTRACT_BUTTONS.add, name: '新增合同' },
          { code: OWNER_CONTRACT_BUTTONS.edit, name: '编辑合同' },
          { code: OWNER_CONTRACT_BUTTONS.modify, name: '合同变更', roles: MANAGERS },
          { code: OWNER_CONTRACT_BUTTONS.status, name: '变更合同状态', roles: MANAGERS },
          { code: OWNER_CONTRACT_BUTTONS.remove, name: '删除合同', roles: ADMINS },
        ],
      },
      { code: 'contract_platform', name: '平台合同', path: '/contract/platform', categories: CONTRACTING, keepAlive: true, buttons: kindButtons(PLATFORM_CONTRACT_BUTTONS, '平台合同') },
      { code: 'contract_project', name: '项目管理合同', path: '/contract/project', categories: CONTRACTING, keepAlive: true, buttons: kindButtons(PROJECT_CONTRACT_BUTTONS, '项目管理合同') },
      { code: 'contract_basic', name: '业主分配合同', path: '/contract/basic', categories: CONTRACTING, keepAlive: true, buttons: kindButtons(BASIC_CONTRACT_BUTTONS, '业主分配合同') },
      {
        code: 'contract_production',
        name: '生产服务合同',
        path: '/contract/production',
        categories: [...CONTRACTING, 'sc', 'st', 'cb'],
        keepAlive: true,
        buttons: kindButtons(PRODUCTION_CONTRACT_BUTTONS, '生产服务合同'),
      },
      {
        code: 'contract_resource',
        name: '资源方服务合同',
        path: '/contract/resource',
        categories: [...CONTRACTING, 'zy'],
        keepAlive: true,
        buttons: kindButtons(RESOURCE_CONTRACT_BUTTONS, '资源方服务合同'),
      },
      {
        code: 'contract_mine',
        name: '我的合同',
        path: '/contract/mine',
        buttons: [
          { code: MY_CONTRACT_BUTTONS.supplement, name: '补充合同信息' },
          { code: MY_CONTRACT_BUTTONS.remove, name: '删除补充信息', roles: MANAGERS },
        ],
      },
      { code: 'contract_history', name: '合同变更记录', path: '/contract/history', isShow: 0 },
    ],
  },
];
