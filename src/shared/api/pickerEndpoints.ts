/** Look-ups behind the form pickers (spec 1 §7): the members of the caller's organisation. */
import type { Member } from '../domain/member';
import type { Page } from './envelope';
import type { Endpoint } from './endpoints';

export const pickerEndpoints = {
  members: { module: 'system', method: 'GET', path: 'biz-info/members' } as Endpoint<{ realName?: string; current?: number; size?: number }, Page<Member>>,
} as const;
