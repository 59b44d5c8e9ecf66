/** English twins of the role and menu-template messages (src/shared/domain/roleGrant.ts). */
import type { MENU_TEMPLATE_MESSAGES, ROLE_MESSAGES } from '../../domain/roleGrant';

export const roleMessagesEn: Record<keyof typeof ROLE_MESSAGES, string> = {
  name: 'Enter the role name',
  alias: 'Enter the role alias',
  aliasTaken: 'This role alias already exists, please check',
  parentUnknown: 'The parent role does not exist',
  parentLoop: 'A role cannot sit under itself or one of its own sub-roles',
  notFound: 'The role does not exist or was deleted',
  removeHeld: 'Members still hold this role: remove them before deleting it',
  removeChildren: 'This role has sub-roles: delete them first',
  removeAdministrator: 'The administrator role cannot be deleted',
  administratorAlias: "The administrator role's alias cannot be changed",
  rolesRequired: 'Choose a role',
  usersRequired: 'Choose members',
  memberUnknown: 'A chosen member does not belong to this organisation',
  lastAdministrator: 'The organisation must keep at least one joined administrator',
  menuUnknown: "A chosen menu is not one of this organisation's",
  scopeUnknown: 'A chosen data scope or API scope does not exist',
  grantsLoading: 'The permissions are still loading; save again in a moment',
};

export const menuTemplateMessagesEn: Record<keyof typeof MENU_TEMPLATE_MESSAGES, string> = {
  name: 'Enter the menu name',
  code: 'Enter the menu code',
  codeFormat: 'The menu code may hold only letters, digits and underscores',
  category: 'Choose the menu type',
  parentUnknown: 'The parent menu does not exist',
  parentButton: 'Nothing can be added under a button',
  notFound: 'The menu does not exist or was deleted',
  removeChildren: 'This menu has sub-menus or buttons: delete them first',
  categoriesFormat: 'The organisation categories are not valid',
  rolesFormat: 'The default role aliases are not valid',
};
