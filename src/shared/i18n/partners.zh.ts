/** Partners, framework agreements, other companies and bank cards (issue 13): labels and messages, wired into zh.screens.ts. */
import { BANK_CARD_MESSAGES } from '../domain/bankCard';
import { BIZ_ATTENTION_MESSAGES } from '../domain/bizAttention';
import { OTHER_COMPANY_MESSAGES } from '../domain/otherCompany';
import { agreementsZh } from './resources/agreements.zh';
import { bankCardsZh } from './resources/bankCards.zh';
import { otherCompaniesZh } from './resources/otherCompanies.zh';
import { partnersZh } from './resources/partners.zh';

export const partnerResourcesZh = { partners: partnersZh, agreements: agreementsZh, otherCompanies: otherCompaniesZh, bankCards: bankCardsZh };
export const partnerMessagesZh = { bizAttention: BIZ_ATTENTION_MESSAGES, bankCard: BANK_CARD_MESSAGES, otherCompany: OTHER_COMPANY_MESSAGES };
