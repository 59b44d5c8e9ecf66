import type { Twin } from '../twin';
import type { membersZh, removedMembersZh } from './members.zh';

const fields = {
  realName: 'Name',
  account: 'Account',
  sex: 'Sex',
  phone: 'Mobile',
  postId: 'Job post',
  postName: 'Job post',
  roleIds: 'Roles',
  roleId: 'Role',
  roleNames: 'Roles',
  isExpert: 'Expert verified',
  deptId: 'Department',
  deptName: 'Department',
  areaCode: 'Location',
  joinTime: 'Joined',
  joinStatus: 'Member status',
  updateTime: 'Updated',
};

export const membersEn: Twin<typeof membersZh> = {
  name: 'Member',
  fields,
  statuses: { JOINED: 'Active', LOCK: 'Frozen', QUIT: 'Removed', REFUSE: 'Frozen', APPLY: 'Pending' },
  sexes: { '0': 'Not given', '1': 'Male', '2': 'Female' },
  expert: { '0': 'Not verified', '1': 'Verified' },
  actions: { addUser: 'Add user', permissions: 'Edit permissions' },
  movedTo: 'Your membership there has ended; you are now in {{name}}',
};

export const removedMembersEn: Twin<typeof removedMembersZh> = {
  name: 'Removed members',
  fields,
};
