/** English twins of the department messages (src/shared/domain/dept.ts). */
import type { DEPT_MESSAGES } from '../../domain/dept';

export const deptMessagesEn: Record<keyof typeof DEPT_MESSAGES, string> = {
  name: 'Enter the department name',
  parent: 'Choose the parent department',
  sort: 'The order must be a whole number from 0 to 9999',
  notFound: 'The department does not exist or was deleted',
  parentNotFound: 'The parent department does not exist or was deleted',
  moveUnderItself: 'A department cannot be placed under itself or one of its sub-departments',
  topParent: 'The top department cannot be moved under another department',
  topRemove: 'The top department cannot be deleted',
  hasMembers: 'Department “{{name}}” still has members and cannot be deleted',
  hasChildren: 'Department “{{name}}” still has sub-departments and cannot be deleted',
};
