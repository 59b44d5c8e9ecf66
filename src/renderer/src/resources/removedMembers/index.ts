import { memberEndpoints } from '@shared/api/memberEndpoints';
import { REMOVED_JOIN_STATUSES, type MemberRecord } from '@shared/domain/member';
import type { ResourceDescriptor } from '../../crud/types';
import { memberColumns, memberSearch, members, type MemberValues } from '../members';

/** Removed members (spec 3 §2, §4): QUIT shown as 已移除, REFUSE as frozen; read only (add user re-joins). */
export const removedMembers: ResourceDescriptor<MemberRecord, MemberValues> = {
  ...members,
  name: 'removedMembers',
  invalidates: [['members']],
  endpoints: { page: memberEndpoints.removedPage, detail: memberEndpoints.detail },
  modes: { view: {} },
  columns: memberColumns,
  search: memberSearch(REMOVED_JOIN_STATUSES),
};
