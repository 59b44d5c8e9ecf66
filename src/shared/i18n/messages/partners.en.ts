/** English twins of the partner, bank card and other-company messages (src/shared/domain/{bizAttention,bankCard,otherCompany}.ts). */
import type { BANK_CARD_MESSAGES } from '../../domain/bankCard';
import type { BIZ_ATTENTION_MESSAGES } from '../../domain/bizAttention';
import type { OTHER_COMPANY_MESSAGES } from '../../domain/otherCompany';

export const bizAttentionMessagesEn: Record<keyof typeof BIZ_ATTENTION_MESSAGES, string> = {
  categoryFormat: 'The organisation category is not valid',
  flagFormat: 'The filter is not valid',
  notFound: 'The partner does not exist or was removed',
  partner: 'Choose the partner',
  itself: 'Your own organisation cannot be its partner',
  exists: 'This organisation is already a partner',
  notPickable: 'This organisation does not exist or is not in normal standing, so it cannot be added',
  status: 'Choose the partner’s standing',
  organisation: 'The organisation does not exist or you may not see its partners',
};

export const bankCardMessagesEn: Record<keyof typeof BANK_CARD_MESSAGES, string> = {
  notFound: 'The bank card does not exist or was deleted',
  accType: 'Choose the account type',
  accName: 'Enter the account name',
  openBank: 'Enter the bank',
  bankAcc: 'Enter the account number',
  bankAccFormat: 'The account number must be digits only and must not start with 0',
  isDefault: 'Choose whether it is the default',
  keepDefault: 'The default card stays the default: make another card the default first',
  removeDefault: 'The default card cannot be deleted: make another card the default first',
  organisation: 'The organisation does not exist or you may not see its bank cards',
};

export const otherCompanyMessagesEn: Record<keyof typeof OTHER_COMPANY_MESSAGES, string> = {
  notFound: 'The company does not exist or was deleted',
};
