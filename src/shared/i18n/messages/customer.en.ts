/** English twins of the customer messages (src/shared/domain/customer.ts). */
import type { CUSTOMER_MESSAGES } from '../../domain/customer';

export const customerMessagesEn: Record<keyof typeof CUSTOMER_MESSAGES, string> = {
  compName: 'Enter the company name',
  legal: 'Enter the legal representative',
  contacts: 'Enter the contact',
  phone: 'Enter the phone number',
  status: 'Choose the cooperation status',
  transition: 'This change of cooperation status is not allowed',
  notFound: 'The customer does not exist or was deleted',
};
