/** English twins of the member messages (src/shared/domain/member.ts). */
import type { MEMBER_MESSAGES } from '../../domain/member';

export const memberMessagesEn: Record<keyof typeof MEMBER_MESSAGES, string> = {
  notFound: 'The member does not exist or was removed',
  phoneFormat: 'The mobile number is not valid',
  roleUnknown: 'A chosen role does not belong to this organisation',
  dept: 'Choose the department',
  deptUnknown: 'The chosen department does not belong to this organisation',
  jobPostUnknown: 'The chosen job post does not belong to this organisation',
  joinStatus: 'Choose the member status',
  transition: 'This change of member status is not allowed',
  alreadyJoined: 'This user is already a member of the organisation',
  self: 'You cannot freeze or remove yourself',
  lastAdmin: "The organisation's last administrator cannot be removed",
  membershipEnded: 'Your membership of this organisation is no longer valid',
};
