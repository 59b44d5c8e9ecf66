import { memberEndpoints } from '@shared/api/memberEndpoints';
import { orgPickerEndpoints } from '@shared/api/orgPickerEndpoints';
import { addMemberSchema, LISTED_JOIN_STATUSES, memberPermissionSchema, type MemberRecord } from '@shared/domain/member';
import { MEMBER_BUTTONS } from '@shared/domain/organisationButtons';
import { looseT } from '../../crud/looseT';
import type { Column, ResourceDescriptor, SearchField } from '../../crud/types';
import { memberExcel } from './excel';
import { MemberFields } from './Fields';
import { postOptions, roleOptions } from './options';
import { dateColumn, labelColumn } from '../../crud/columns';

export type MemberValues = { phone: string; realName: string; sex: string; areaCode: string; postId: string; roleIds: string[]; deptId: string; joinStatus: string };

const label = (group: string, value: string | number) => looseT(`resources.members.${group}.${value}`);

/** The member columns both lists show (spec 3 §3 Member). */
export const memberColumns: Column<MemberRecord>[] = [
  { key: 'realName', width: 120 },
  labelColumn('sex', 'resources.members.sexes', [0, 1, 2], { width: 70 }),
  { key: 'phone', width: 130 },
  labelColumn('joinStatus', 'resources.members.statuses', ['JOINED', 'LOCK', 'QUIT', 'REFUSE', 'APPLY'], { width: 100 }),
  { key: 'postName', width: 120 },
  { key: 'roleNames', exportAs: { join: ', ' }, render: (m) => m.roleNames.join(', ') },
  { key: 'deptName', width: 160 },
  labelColumn('isExpert', 'resources.members.expert', [0, 1], { width: 100 }),
  dateColumn('joinTime', { width: 170 }),
];

export const memberSearch = (statuses: readonly string[]): SearchField[] => [
  { name: 'realName', kind: 'text' },
  { name: 'phone', kind: 'text' },
  { name: 'postId', kind: 'options', endpoint: orgPickerEndpoints.postSelect, toOptions: postOptions },
  { name: 'roleId', kind: 'options', endpoint: orgPickerEndpoints.roleTree, toOptions: roleOptions },
  {
    name: 'joinStatus',
    kind: 'select',
    get options() {
      return statuses.map((value) => ({ value, label: label('statuses', value) }));
    },
  },
];

/** Member management (spec 3 §2): list, add user, the permission form; removal is the QUIT status. */
export const members: ResourceDescriptor<MemberRecord, MemberValues> = {
  name: 'members',
  invalidates: [['removedMembers']],
  endpoints: { page: memberEndpoints.page, detail: memberEndpoints.detail },
  modes: {
    add: { endpoint: memberEndpoints.addUser, schema: addMemberSchema, permission: MEMBER_BUTTONS.add, label: 'resources.members.actions.addUser', title: 'resources.members.actions.addUser' },
    edit: {
      endpoint: memberEndpoints.submit,
      schema: memberPermissionSchema.omit({ id: true }),
      permission: MEMBER_BUTTONS.edit,
      label: 'resources.members.actions.permissions',
      title: 'resources.members.actions.permissions',
    },
    view: {},
  },
  columns: memberColumns,
  search: memberSearch(LISTED_JOIN_STATUSES),
  excel: memberExcel,
  empty: { phone: '', realName: '', sex: '', areaCode: '', postId: '', roleIds: [], deptId: '', joinStatus: 'JOINED' },
  toValues: (m) => ({ phone: m.phone, realName: m.realName, sex: String(m.sex || ''), areaCode: '', postId: m.postId, roleIds: m.roleIds, deptId: m.deptId, joinStatus: m.joinStatus }),
  Fields: MemberFields,
};
