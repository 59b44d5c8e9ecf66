/** English twins of ./partners.zh.ts, wired into en.ts. */
import { bankCardMessagesEn, bizAttentionMessagesEn, otherCompanyMessagesEn } from './messages/partners.en';
import { agreementsEn } from './resources/agreements.en';
import { bankCardsEn } from './resources/bankCards.en';
import { otherCompaniesEn } from './resources/otherCompanies.en';
import { partnersEn } from './resources/partners.en';

export const partnerResourcesEn = { partners: partnersEn, agreements: agreementsEn, otherCompanies: otherCompaniesEn, bankCards: bankCardsEn };
export const partnerMessagesEn = { bizAttention: bizAttentionMessagesEn, bankCard: bankCardMessagesEn, otherCompany: otherCompanyMessagesEn };
