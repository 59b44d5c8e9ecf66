/** Member screens (spec 3 §2, §7): the member list, the removed list, the permission form and add user. */
import type { AddMember, MemberListQuery, MemberPermission, MemberRecord } from '../domain/member';
import type { Page } from './envelope';

export interface DeptOption {
  id: string;
  name: string;
}
import type { Endpoint } from './endpoints';

const system = <P, R>(method: 'GET' | 'POST', path: string): Endpoint<P, R> => ({ module: 'system', method, path });

export const memberEndpoints = {
  /** JOINED and LOCK members of the caller's organisation, searched by name, phone, job post, role and status. */
  page: system<Partial<MemberListQuery>, Page<MemberRecord>>('GET', 'member/list'),
  /** QUIT (removed) and REFUSE (labelled frozen) members. */
  removedPage: system<Partial<MemberListQuery>, Page<MemberRecord>>('GET', 'member/removed-list'),
  detail: system<{ id: string }, MemberRecord>('GET', 'member/detail'),
  /** The permission form: job post, roles, department, join status. */
  submit: system<MemberPermission, MemberRecord>('POST', 'member/submit'),
  /** Add a user to the company: makes the account when the phone is new, re-joins a removed member. */
  addUser: system<AddMember, MemberRecord>('POST', 'user/grant-user'),
  /** The organisation's departments, flat and in tree order, for the member forms (until the dept tree picker serves them). */
  deptOptions: system<void, DeptOption[]>('GET', 'member/dept-options'),
} as const;
