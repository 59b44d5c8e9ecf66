import { partnerEndpoints } from '@shared/api/partnerEndpoints';
import { bankCardSchema, type BankCard } from '@shared/domain/bankCard';
import { BANK_CARD_BUTTONS } from '@shared/domain/organisationButtons';
import type { ReadOnlyResourceDescriptor, ResourceDescriptor } from '../../crud/types';
import { columns } from './columns';
import { BankCardFields } from './Fields';

export type BankCardValues = { accType: string; accName: string; openBank: string; bankAcc: string; isDefault: string; remark: string };

/**
 * /organization/bankcard (spec 3 §3, §5, §7 biz-bankcard): the organisation's cards, one the default.
 * The server keeps exactly one default (a new default unsets the old one) and says why it refuses.
 */
export const bankCards: ResourceDescriptor<BankCard, BankCardValues> = {
  name: 'bankCards',
  endpoints: { page: partnerEndpoints.bankCardPage, detail: partnerEndpoints.bankCardDetail },
  modes: {
    add: { endpoint: partnerEndpoints.bankCardSubmit, schema: bankCardSchema, permission: BANK_CARD_BUTTONS.add },
    edit: { endpoint: partnerEndpoints.bankCardSubmit, schema: bankCardSchema, permission: BANK_CARD_BUTTONS.edit },
    view: {},
  },
  remove: { endpoint: partnerEndpoints.bankCardRemove, permission: BANK_CARD_BUTTONS.remove },
  columns,
  search: [],
  empty: { accType: '1', accName: '', openBank: '', bankAcc: '', isDefault: '0', remark: '' },
  toValues: (r) => ({ accType: String(r.accType), accName: r.accName, openBank: r.openBank, bankAcc: r.bankAcc, isDefault: String(r.isDefault), remark: r.remark }),
  Fields: BankCardFields,
};

/**
 * Another organisation's cards, read-only, for the enterprise detail page (/inside/details/{id}):
 * embed with `fixedFilters: { code }` (the server answers the operator's administrator and the
 * organisation's partners).
 */
export const bankCardsOfOrganisation: ReadOnlyResourceDescriptor<BankCard> = {
  name: 'bankCards',
  readOnly: true,
  endpoints: { page: partnerEndpoints.bankCardPage },
  columns,
  search: [],
};
