/** English twins of the enterprise registration messages (src/shared/domain/enterpriseRegistration.ts). */
import type { ENTERPRISE_REGISTRATION_MESSAGES } from '../../domain/enterpriseRegistration';

export const enterpriseRegistrationMessagesEn: Record<keyof typeof ENTERPRISE_REGISTRATION_MESSAGES, string> = {
  category: 'Choose the organisation category',
  phone: 'Enter the contact mobile number',
  phoneFormat: 'The contact mobile number is not valid',
  refuseReason: 'Enter the reason for refusal',
  notFound: 'The registration does not exist',
  decided: 'This registration has already been decided',
  nameTaken: 'An organisation of this name is registered or awaiting review',
  approved: 'Registration approved',
  refused: 'Registration refused',
};
