/** English twins of the common rules' messages (src/shared/domain/rules.ts). */
import type { RULE_MESSAGES } from '../../domain/rules';

export const ruleMessagesEn: Record<keyof typeof RULE_MESSAGES, string> = {
  maxLength: 'Must be at most {{max}} characters',
  phoneRequired: 'Please enter your mobile number',
  mobileFormat: 'The mobile number format is invalid',
  mobileInvalid: 'Enter a valid mobile number',
  contactPhoneFormat: 'The contact phone number is invalid',
  qqFormat: 'The QQ number is not valid',
  emailFormat: 'The email address is not valid',
  emailInputFormat: 'The email address was not entered correctly',
  idCardFormat: 'The ID card number is not valid',
  codeRequired: 'Please enter the verification code',
  regionRequired: 'Choose the region',
  passwordMismatch: 'The two passwords do not match',
  creditCodeFormat: 'The social credit code is not valid',
  invoicePhoneFormat: 'The invoice mobile number is not valid',
};
