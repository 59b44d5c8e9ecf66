import type { Twin } from '../twin';
import type { bankCardsZh } from './bankCards.zh';

export const bankCardsEn: Twin<typeof bankCardsZh> = {
  name: 'bank card',
  fields: {
    accType: 'Account type',
    accName: 'Account name',
    openBank: 'Bank',
    bankAcc: 'Account number',
    isDefault: 'Default',
    remark: 'Remark',
    orgName: 'Organisation',
    createUserName: 'Created by',
    createTime: 'Created',
  },
  accTypes: { '1': 'Enterprise account', '2': 'Personal account' },
  defaults: { '1': 'Yes', '0': 'No' },
  defaultTag: 'Default',
};
