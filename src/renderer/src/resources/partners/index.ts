import { endpoints } from '@shared/api/endpoints';
import { partnerEndpoints } from '@shared/api/partnerEndpoints';
import { ATTENTION_STATUS, bizAttentionSchema, PARTNER_CATEGORIES, type BizAttention } from '@shared/domain/bizAttention';
import { PARTNER_BUTTONS } from '@shared/domain/organisationButtons';
import { dictColumn } from '../../crud/dictionary';
import { looseT } from '../../crud/looseT';
import type { Column, ReadOnlyResourceDescriptor, ResourceDescriptor } from '../../crud/types';
import { PartnerFields } from './Fields';
import { dateColumn, labelColumn } from '../../crud/columns';
import { ORG_CATEGORY_CODES } from '@shared/domain/organisation';

export type PartnerValues = { orgCategory: string; targetTenantId: string; targetName: string; remark: string };

const columns: Column<BizAttention>[] = [
  { key: 'compName', width: 220 },
  // The standing and the agreement first: the row buttons' column covers the right of a narrow window.
  labelColumn('attentionStatus', 'resources.partners.statuses', [1, 2], { width: 90 }),
  dictColumn('frameworkAgreement', 'xyzt', { width: 110 }),
  labelColumn('orgCategory', 'orgCategories', ORG_CATEGORY_CODES, { width: 110 }),
  { key: 'remark', width: 140 },
  dateColumn('createTime', { width: 170 }),
];

/**
 * /organization/partner (spec 3 §2, §7 biz-attention): the organisation's partners by category with
 * their framework agreement (xyzt) and their standing here; add (a platform organisation picked by
 * name), edit the remark, disable or enable (a disabled partner is greyed in every picker), remove.
 */
export const partners: ResourceDescriptor<BizAttention, PartnerValues> = {
  name: 'partners',
  endpoints: { page: endpoints.bizAttentionList, detail: partnerEndpoints.partnerDetail },
  modes: {
    add: { endpoint: partnerEndpoints.partnerSubmit, schema: bizAttentionSchema, permission: PARTNER_BUTTONS.add },
    edit: { endpoint: partnerEndpoints.partnerSubmit, schema: bizAttentionSchema, permission: PARTNER_BUTTONS.edit },
    view: {},
  },
  remove: { endpoint: partnerEndpoints.partnerRemove, permission: PARTNER_BUTTONS.remove },
  rowActions: [
    {
      kind: 'confirm',
      key: 'disable',
      label: 'resources.partners.actions.disable',
      message: 'resources.partners.actions.disableQuestion',
      permission: PARTNER_BUTTONS.status,
      visible: (r) => r.attentionStatus === ATTENTION_STATUS.normal,
      endpoint: partnerEndpoints.partnerStatus,
      params: ([r]) => ({ id: r.id, status: ATTENTION_STATUS.disabled }),
    },
    {
      kind: 'confirm',
      key: 'enable',
      label: 'resources.partners.actions.enable',
      message: 'resources.partners.actions.enableQuestion',
      permission: PARTNER_BUTTONS.status,
      visible: (r) => r.attentionStatus === ATTENTION_STATUS.disabled,
      endpoint: partnerEndpoints.partnerStatus,
      params: ([r]) => ({ id: r.id, status: ATTENTION_STATUS.normal }),
    },
  ],
  columns,
  search: [
    { name: 'compName', kind: 'text' },
    { name: 'frameworkAgreement', kind: 'dict', code: 'xyzt' },
    {
      name: 'attentionStatus',
      kind: 'select',
      get options() {
        return ['1', '2'].map((value) => ({ value, label: looseT(`resources.partners.statuses.${value}`) }));
      },
    },
  ],
  empty: { orgCategory: '', targetTenantId: '', targetName: '', remark: '' },
  toValues: (r) => ({ orgCategory: r.orgCategory, targetTenantId: r.tenantId, targetName: r.compName, remark: r.remark }),
  Fields: PartnerFields,
};

/** The category tabs of the partner screen, "all" first. */
export const PARTNER_TABS = ['', ...PARTNER_CATEGORIES] as const;

/**
 * Another organisation's partners, read-only, for the enterprise detail page (/inside/details/{id}):
 * embed with `fixedFilters: { code }` (the server answers the operator's administrator only).
 */
export const partnersOfOrganisation: ReadOnlyResourceDescriptor<BizAttention> = {
  name: 'partners',
  readOnly: true,
  endpoints: { page: endpoints.bizAttentionList },
  columns,
  search: [{ name: 'compName', kind: 'text' }],
};
