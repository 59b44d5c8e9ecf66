/** English twin of users.zh.ts. */
import type { USER_ADMIN_MESSAGES } from '../../domain/userAdmin';
import { excelMessagesEn, userExcelMessagesEn } from '../messages/excel.en';
import { excelResourcesEn } from './excel.en';

const userFields = {
  account: 'Account',
  userType: 'User type',
  password: 'Password',
  password2: 'Confirm password',
  name: 'Nickname',
  realName: 'Real name',
  phone: 'Mobile',
  tenantId: 'Tenant',
  tenantNames: 'Organisations',
  tenantName: 'Organisation',
  roleIds: 'Roles',
  roleNames: 'Roles',
  deptId: 'Department',
  deptName: 'Department',
  postId: 'Job post',
  postName: 'Job post',
  joinCount: 'Organisations joined',
  status: 'Account status',
  avatarStatus: 'Avatar',
  createTime: 'Created',
  joinStatus: 'Membership',
};

const usersEn = {
  name: 'User',
  fields: userFields,
  avatarStatuses: { '1': 'Shown', '0': 'Hidden' },
  actions: {
    platformDetail: 'Platform detail',
    resetPassword: 'Reset password',
    unlock: 'Unlock',
    grant: 'Roles',
    disable: 'Disable',
    enable: 'Enable',
    hideAvatar: 'Hide avatar',
    showAvatar: 'Show avatar',
    logoff: 'Close account',
  },
  confirm: {
    resetPassword: 'Reset the password of the selected accounts to the initial password?',
    unlock: 'Lift the sign-in lock of the selected accounts?',
    disable: 'Disable the selected accounts? They are signed out at once and cannot sign in.',
    enable: 'Enable the selected accounts?',
    hideAvatar: 'Hide the avatar of the selected accounts? Only their owners will see it.',
    showAvatar: 'Show the avatar of the selected accounts?',
    logoff: 'Close the selected accounts? They are signed out at once and can never sign in again. This cannot be undone.',
  },
};

const userAdminMessagesEn: Record<keyof typeof USER_ADMIN_MESSAGES, string> = {
  userAccount: 'Enter the account',
  userAccountFormat: 'The account is 2 to 30 letters, digits or underscores',
  userAccountTaken: 'This account already exists',
  userType: 'Choose the user type',
  userPassword2: 'Enter the password again',
  userPasswordMismatch: 'The two passwords do not match!',
  userName: 'Enter the nickname',
  userRealName: 'Enter the real name',
  userRealNameLength: 'The real name is 2 to 5 characters',
  userDept: 'Choose the department',
  userPost: 'Choose the job post',
  userTenant: 'Choose the tenant',
  userTenantUnknown: 'The chosen tenant does not exist',
  userNotFound: 'The user does not exist or was deleted',
  userSelf: 'You cannot do this to the account you are signed in with',
  userLastOperatorAdmin: 'The operator must keep at least one usable administrator',
  userLoggedOff: 'The account is closed and can no longer be changed',
  userNotMember: 'The chosen user is not a member of this tenant',
  userStatus: 'Choose the user status',
  userAvatarStatus: 'Choose whether the avatar is shown',
  userPasswordReset: 'The password was reset to the initial password',
  userUnlocked: 'The account was unlocked',
  userLoggedOffDone: 'The account was closed',
  userNoInitPassword: 'No initial password is set; set one under Parameters first',
};

export const platformUsersEn = {
  resources: {
    users: usersEn,
    userDetails: { ...usersEn, name: 'User platform detail', detailTitle: 'User detail', posts: 'Organisations' },
    // Excel export, template and import: kept apart from the user screen's labels.
    ...excelResourcesEn,
  },
  messages: {
    userAdmin: userAdminMessagesEn,
    excel: excelMessagesEn,
    userExcel: userExcelMessagesEn,
  },
} as const;
