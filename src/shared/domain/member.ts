/**
 * Members of an organisation (spec 3 §3 Member, §4 joinStatus, §5 add user): one schema serves the
 * member screens' forms and the member routes. A member is a post row: a person in the organisation
 * with a department, a job post, several roles and a join status.
 */
import { z } from 'zod';
import { blankAsUndefined, searchText } from './fields';
import type { JoinStatus } from './organisation';
import { pageQuerySchema } from './paging';
import { REGION_CODE } from './region';
import { PROFILE_MESSAGES } from './profile';
import { ROLE_MESSAGES } from './roleGrant';
import { maxLengthMessage, requiredMobile, RULE_MESSAGES } from './rules';
import { requiredText } from './validation';

export const MEMBER_MESSAGES = {
  notFound: '成员不存在或已移除',
  phoneFormat: '手机号输入有误',
  roleUnknown: '所选角色不属于本组织',
  dept: '请选择部门',
  deptUnknown: '所选部门不属于本组织',
  jobPostUnknown: '所选岗位不属于本组织',
  joinStatus: '请选择成员状态',
  transition: '不允许的成员状态变更',
  alreadyJoined: '该用户已是本组织成员',
  self: '不能冻结或移除自己',
  lastAdmin: '不能移除组织的最后一位管理员',
  /** The session's post was frozen or removed: the client moves to another organisation (a 401 of its own). */
  membershipEnded: '您在该组织的成员身份已失效',
} as const;

/** Texts another domain already owns (one key per text): the same words, the same key. */
export const MEMBER_SHARED_MESSAGES = {
  phone: RULE_MESSAGES.phoneRequired,
  realName: PROFILE_MESSAGES.profileRealName,
  sex: PROFILE_MESSAGES.profileSex,
  region: RULE_MESSAGES.regionRequired,
} as const;

export const MEMBER_LIMITS = { realName: 20 } as const;

/** 1 male, 2 female (dictionary sex). */
export const SEXES = [1, 2] as const;

/** What the edit form offers (spec 3 §4); REFUSE and APPLY come from join requests, not from here. */
export const EDITABLE_JOIN_STATUSES = ['JOINED', 'LOCK', 'QUIT'] as const satisfies readonly JoinStatus[];
export type EditableJoinStatus = (typeof EDITABLE_JOIN_STATUSES)[number];
/** The removed-member list: QUIT (已移除) and REFUSE (labelled frozen, 冻结). */
export const REMOVED_JOIN_STATUSES = ['QUIT', 'REFUSE'] as const satisfies readonly JoinStatus[];
/** The member list: everyone in the organisation who is not removed (APPLY waits on the join tab). */
export const LISTED_JOIN_STATUSES = ['JOINED', 'LOCK'] as const satisfies readonly JoinStatus[];

/**
 * Allowed join-status changes by the permission form: a member may be frozen, thawed or removed; a
 * removed member comes back through add user (re-joined), not through the form.
 */
export const MEMBER_TRANSITIONS: Record<JoinStatus, readonly JoinStatus[]> = {
  JOINED: ['JOINED', 'LOCK', 'QUIT'],
  LOCK: ['JOINED', 'LOCK', 'QUIT'],
  QUIT: ['QUIT'],
  REFUSE: ['REFUSE'],
  APPLY: ['APPLY'],
};
export const canChangeJoinStatus = (from: JoinStatus, to: JoinStatus): boolean => MEMBER_TRANSITIONS[from]?.includes(to) ?? false;

/** A member of the caller's organisation for pickers (GET biz-info/members): id is the person's user id. */
export interface Member {
  id: string;
  realName: string;
  account: string;
  deptName: string;
  postName: string;
  /** The job post id ('' for none) and the roles the person holds there (issue 13). */
  postId?: string;
  roleIds?: string[];
  roleNames?: string[];
}

/** A membership as the member screens show it (member/list, member/detail, member/removed-list). */
export interface MemberRecord {
  /** The post's id (the membership); the person is userId. */
  id: string;
  userId: string;
  realName: string;
  account: string;
  /** 1 male, 2 female; 0 not given. */
  sex: number;
  phone: string;
  deptId: string;
  deptName: string;
  /** The job post (岗位) id, '' for none. */
  postId: string;
  postName: string;
  roleIds: string[];
  roleNames: string[];
  /** 1 when the person's expert certification is approved (status 2). */
  isExpert: 0 | 1;
  joinTime: string;
  joinStatus: JoinStatus;
  updateTime: string;
}

const ids = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',') : v),
  z.array(z.string().trim().regex(/^\d{1,32}$/, MEMBER_MESSAGES.roleUnknown)).transform((a) => [...new Set(a.filter(Boolean))]),
);

/** The member permission form: one job post, one or more roles, a department and a join status. */
export const memberPermissionSchema = z.object({
  id: z.string().trim().regex(/^\d{1,32}$/, MEMBER_MESSAGES.notFound),
  postId: z.preprocess(blankAsUndefined, z.string().trim().max(32).optional()).transform((v) => v ?? ''),
  roleIds: ids.refine((a) => a.length > 0, ROLE_MESSAGES.rolesRequired),
  deptId: requiredText(MEMBER_MESSAGES.dept, 32),
  joinStatus: z.enum(EDITABLE_JOIN_STATUSES, { error: MEMBER_MESSAGES.joinStatus }),
});
export type MemberPermission = z.infer<typeof memberPermissionSchema>;

/** Add a user to the company (spec 3 §5): the account is made when the phone is new. */
export const addMemberSchema = z.object({
  phone: requiredMobile(MEMBER_SHARED_MESSAGES.phone, MEMBER_MESSAGES.phoneFormat),
  realName: requiredText(MEMBER_SHARED_MESSAGES.realName, MEMBER_LIMITS.realName, maxLengthMessage(MEMBER_LIMITS.realName)),
  sex: z.preprocess(blankAsUndefined, z.coerce.number({ error: MEMBER_SHARED_MESSAGES.sex }).refine((n) => (SEXES as readonly number[]).includes(n), MEMBER_SHARED_MESSAGES.sex)),
  areaCode: z.string({ error: MEMBER_SHARED_MESSAGES.region }).trim().regex(REGION_CODE, MEMBER_SHARED_MESSAGES.region),
  postId: z.preprocess(blankAsUndefined, z.string().trim().max(32).optional()).transform((v) => v ?? ''),
  roleIds: ids.refine((a) => a.length > 0, ROLE_MESSAGES.rolesRequired),
  deptId: requiredText(MEMBER_MESSAGES.dept, 32),
});
export type AddMember = z.infer<typeof addMemberSchema>;

/** tenantId and code of the old picker call are accepted and ignored: the caller's organisation is always the one listed. */
export const memberListQuerySchema = pageQuerySchema.extend({
  realName: searchText,
  phone: searchText,
  postId: searchText,
  roleId: searchText,
  joinStatus: z.preprocess(blankAsUndefined, z.enum(['JOINED', 'LOCK', 'QUIT', 'REFUSE'], { error: MEMBER_MESSAGES.joinStatus }).optional()),
  tenantId: z.string().optional(),
  code: z.string().optional(),
});
export type MemberListQuery = z.infer<typeof memberListQuerySchema>;
