import { OPERATOR_TENANT, type JoinStatus, type OrgCategory } from '@shared/domain/organisation';

export type { RoleAlias } from '../organisations/provision';
import type { RoleAlias } from '../organisations/provision';

export interface DemoOrganisation {
  tenantId: string;
  name: string;
  category: OrgCategory;
  /** The organisation's own administrator. */
  admin: { account: string; phone: string; realName: string; postName: string };
}

/** The operator and one organisation per category, each with its `<category>_admin`. */
export const DEMO_ORGANISATIONS: DemoOrganisation[] = [
  { tenantId: OPERATOR_TENANT, name: '筑联工程数字化运营中心', category: 'ss', admin: { account: 'admin', phone: '13800000000', realName: '赵文博', postName: '平台管理员' } },
  { tenantId: '100001', name: '华夏工程设计集团有限公司', category: 'ss', admin: { account: 'ss_admin', phone: '13800000001', realName: '李志强', postName: '总经理' } },
  { tenantId: '100002', name: '中科筑云科技有限公司', category: 'kj', admin: { account: 'kj_admin', phone: '13800000002', realName: '陈晓峰', postName: '总经理' } },
  { tenantId: '100003', name: '华建项目管理有限公司', category: 'gl', admin: { account: 'gl_admin', phone: '13800000003', realName: '刘海涛', postName: '总经理' } },
  { tenantId: '100004', name: '远景建筑设计研究院有限公司', category: 'sj', admin: { account: 'sj_admin', phone: '13800000004', realName: '张明远', postName: '院长' } },
  { tenantId: '100005', name: '滨江新区城市建设投资有限公司', category: 'yz', admin: { account: 'yz_admin', phone: '13800000005', realName: '王丽华', postName: '工程部经理' } },
  { tenantId: '100006', name: '长江工程咨询有限公司', category: 'pt', admin: { account: 'pt_admin', phone: '13800000006', realName: '周建平', postName: '总经理' } },
  { tenantId: '100007', name: '蓝图工程资源服务有限公司', category: 'zy', admin: { account: 'zy_admin', phone: '13800000007', realName: '吴国栋', postName: '总经理' } },
  { tenantId: '100008', name: '匠心工程设计工作室', category: 'sc', admin: { account: 'sc_admin', phone: '13800000008', realName: '郑凯', postName: '负责人' } },
  { tenantId: '100009', name: '华信施工图审查中心有限公司', category: 'st', admin: { account: 'st_admin', phone: '13800000009', realName: '孙雅琴', postName: '主任' } },
  { tenantId: '100010', name: '墨林图文出版有限公司', category: 'cb', admin: { account: 'cb_admin', phone: '13800000010', realName: '黄志明', postName: '总经理' } },
];

export interface DemoMember {
  account: string;
  phone: string;
  realName: string;
  posts: { tenantId: string; postName: string; role: RoleAlias; joinStatus: JoinStatus }[];
}

/**
 * A person with posts in several organisations: signs in at the design institute, may switch to
 * the platform unit, and is locked at the owner unit (so the switcher shows a refused entry).
 */
export const DEMO_MEMBERS: DemoMember[] = [
  {
    account: 'multi',
    phone: '13800000099',
    realName: '林一鸣',
    posts: [
      { tenantId: '100004', postName: '项目经理', role: 'manager', joinStatus: 'JOINED' },
      { tenantId: '100006', postName: '项目专员', role: 'staff', joinStatus: 'JOINED' },
      { tenantId: '100005', postName: '设计顾问', role: 'staff', joinStatus: 'LOCK' },
    ],
  },
];

/** One more demo person of an organisation (issue 13), seeded by seed/demo-members.ts. */
export interface DemoOrgMember {
  tenantId: string;
  account: string;
  phone: string;
  realName: string;
  role: RoleAlias;
  /** The job post's code (helper 4's demo job posts) and a name for when it is not there. */
  jobPost: 'manager' | 'designer' | '';
  postName: string;
  /** The department's name (helper 4's demo departments); the top department when it is not there. */
  dept: string;
  joinStatus: JoinStatus;
}

const MEMBER_NAMES: Record<string, [manager: string, staff: string]> = {
  '100001': ['高建国', '罗晓燕'],
  '100002': ['许文杰', '潘静'],
  '100003': ['蒋立新', '韩雪'],
  '100004': ['唐国强', '冯晓丽'],
  '100005': ['曹振华', '彭丹'],
  '100006': ['谢宏伟', '袁梦'],
  '100007': ['邓志刚', '傅佳'],
  '100008': ['沈浩', '曾敏'],
  '100009': ['程远航', '蔡倩'],
  '100010': ['魏东升', '薛琳'],
};

/**
 * In every demo organisation but the operator, `<category>_manager` (项目经理, job post manager,
 * 设计一所) and `<category>_staff` (普通员工, job post designer, 结构组); in the design institute
 * 100004 also one removed (QUIT) and one refused (REFUSE) person for the removed-member list.
 */
export const DEMO_ORG_MEMBERS: DemoOrgMember[] = [
  ...DEMO_ORGANISATIONS.filter((o) => o.tenantId !== OPERATOR_TENANT).flatMap((o, i): DemoOrgMember[] => {
    const [manager, staff] = MEMBER_NAMES[o.tenantId];
    const phone = (n: number) => `139000${String(n).padStart(5, '0')}`;
    return [
      { tenantId: o.tenantId, account: `${o.category}_manager`, phone: phone(i * 2 + 1), realName: manager, role: 'manager', jobPost: 'manager', postName: '项目经理', dept: '设计一所', joinStatus: 'JOINED' },
      { tenantId: o.tenantId, account: `${o.category}_staff`, phone: phone(i * 2 + 2), realName: staff, role: 'staff', jobPost: 'designer', postName: '设计师', dept: '结构组', joinStatus: 'JOINED' },
    ];
  }),
  { tenantId: '100004', account: 'sj_quit', phone: '13900000091', realName: '何晓东', role: 'staff', jobPost: '', postName: '设计师', dept: '', joinStatus: 'QUIT' },
  { tenantId: '100004', account: 'sj_refused', phone: '13900000092', realName: '马丽', role: 'staff', jobPost: '', postName: '设计师', dept: '', joinStatus: 'REFUSE' },
];
