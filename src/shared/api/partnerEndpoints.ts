/**
 * Partners and their framework agreements, other companies and bank cards (spec 3 §7 biz-attention,
 * biz-record, biz-bankcard, framework-agreement). biz-attention/list itself is endpoints.bizAttentionList.
 */
import type { PartnerAgreement } from '../domain/agreement';
import type { BankCard, BankCardInput } from '../domain/bankCard';
import type { BizAttention, BizAttentionCheck, BizAttentionInput, PartnerCandidate } from '../domain/bizAttention';
import type { OtherCompany, OtherCompanyInput } from '../domain/otherCompany';
import type { Page } from './envelope';
import type { Endpoint } from './endpoints';

const system = <P, R>(method: 'GET' | 'POST', path: string): Endpoint<P, R> => ({ module: 'system', method, path });
type Paged = { current?: number; size?: number };

export const partnerEndpoints = {
  partnerDetail: system<{ id: string }, BizAttention>('GET', 'biz-attention/detail'),
  partnerSubmit: system<Partial<BizAttentionInput>, BizAttention>('POST', 'biz-attention/submit'),
  partnerStatus: system<{ id: string; status: number }, BizAttention>('POST', 'biz-attention/status/{id}/{status}'),
  partnerRemove: system<{ ids: string }, null>('POST', 'biz-attention/remove'),
  partnerCheckExist: system<{ targetTenantId: string; id?: string }, BizAttentionCheck>('GET', 'biz-attention/check-exist'),
  partnerCandidates: system<Paged & { orgCategory?: string; compName?: string }, Page<PartnerCandidate>>('GET', 'biz-attention/candidates'),
  agreementPage: system<Paged & { compName?: string; orgCategory?: string; status?: number }, Page<PartnerAgreement>>('GET', 'framework-agreement/list'),

  otherCompanyPage: system<Paged & { orgName_like?: string }, Page<OtherCompany>>('GET', 'biz-record/list'),
  otherCompanyDetail: system<{ id: string }, OtherCompany>('GET', 'biz-record/detail'),
  otherCompanySubmit: system<Partial<OtherCompanyInput>, OtherCompany>('POST', 'biz-record/submit'),
  otherCompanyRemove: system<{ ids: string }, null>('POST', 'biz-record/remove'),

  bankCardPage: system<Paged & { code?: string }, Page<BankCard>>('GET', 'biz-bankcard/list'),
  bankCardDetail: system<{ id: string }, BankCard>('GET', 'biz-bankcard/detail'),
  bankCardSubmit: system<Partial<BankCardInput>, BankCard>('POST', 'biz-bankcard/submit'),
  bankCardRemove: system<{ ids: string }, null>('POST', 'biz-bankcard/remove'),
} as const;
