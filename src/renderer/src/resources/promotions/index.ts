import { promotionEndpoints } from '@shared/api/platformSettingsEndpoints';
import { PROMOTION_BUTTONS } from '@shared/domain/platformButtons';
import { promotionFollowSchema, promotionSchema, type Promotion, type PromotionLead } from '@shared/domain/promotion';
import { looseT } from '../../crud/looseT';
import type { ResourceDescriptor } from '../../crud/types';
import { LeadFollowFields, PromotionFields } from './Fields';
import { dateColumn, labelColumn } from '../../crud/columns';

export type PromotionValues = { title: string; content: string; startTime: string; endTime: string; status: string };

const statusLabel = (s: number | string) => looseT(`resources.promotions.statuses.${s}`);
const followLabel = (s: number | string) => looseT(`resources.promotionLeads.followStatuses.${s}`);

/**
 * Promotions (推广活动, /system/promotion; docs/decisions.md): campaigns the operator publishes on the
 * public /promotion page; 报名线索 opens one with the sign-ups visitors left there.
 */
export const promotions: ResourceDescriptor<Promotion, PromotionValues> = {
  name: 'promotions',
  endpoints: { page: promotionEndpoints.page, detail: promotionEndpoints.detail },
  modes: {
    add: { endpoint: promotionEndpoints.submit, schema: promotionSchema, permission: PROMOTION_BUTTONS.add },
    edit: { endpoint: promotionEndpoints.submit, schema: promotionSchema, permission: PROMOTION_BUTTONS.edit },
    view: {},
  },
  remove: { endpoint: promotionEndpoints.remove, permission: PROMOTION_BUTTONS.remove },
  rowActions: [{ kind: 'navigate', key: 'details', label: 'resources.promotions.actions.details', to: (p) => `/system/promotion/details/${p.id}` }],
  columns: [
    { key: 'title', width: 220 },
    dateColumn('startTime', { width: 170 }),
    dateColumn('endTime', { width: 170 }),
    labelColumn('status', 'resources.promotions.statuses', [0, 1], { width: 90 }),
    { key: 'joinCount', width: 90 },
    dateColumn('createTime', { width: 170 }),
  ],
  search: [
    { name: 'title', kind: 'text' },
    {
      name: 'status',
      kind: 'select',
      get options() {
        return ['0', '1'].map((value) => ({ value, label: statusLabel(value) }));
      },
    },
  ],
  empty: { title: '', content: '', startTime: '', endTime: '', status: '0' },
  toValues: (p) => ({ title: p.title, content: p.content, startTime: p.startTime, endTime: p.endTime, status: String(p.status) }),
  Fields: PromotionFields,
};

export type LeadValues = { followStatus: string; followRemark: string };

/** One promotion's sign-ups (promote/leads), followed up one by one (promote/follow-lead). */
export function promotionLeadsOf(promotionId: string): ResourceDescriptor<PromotionLead, LeadValues> {
  return {
    name: 'promotionLeads',
    invalidates: [['promotions']],
    endpoints: { page: promotionEndpoints.leads },
    modes: {},
    remove: { endpoint: promotionEndpoints.removeLeads, permission: PROMOTION_BUTTONS.remove, params: (ids) => ({ ids: ids.join(','), promotionId }) },
    rowActions: [
      {
        kind: 'form',
        key: 'follow',
        label: 'resources.promotionLeads.actions.follow',
        permission: PROMOTION_BUTTONS.follow,
        schema: promotionFollowSchema.omit({ id: true }),
        Fields: LeadFollowFields,
        initial: ([l]) => ({ followStatus: String(l.followStatus), followRemark: l.followRemark }),
        endpoint: promotionEndpoints.follow,
        params: (values, [l]) => ({ id: l.id, followStatus: Number(values.followStatus), followRemark: values.followRemark }),
      },
    ],
    columns: [
      { key: 'name', width: 90 },
      { key: 'company', width: 160 },
      { key: 'phone', width: 120 },
      { key: 'remark', width: 160 },
      dateColumn('createTime', { width: 160 }),
      labelColumn('followStatus', 'resources.promotionLeads.followStatuses', [0, 1, 2], { width: 90 }),
      { key: 'followRemark', width: 160 },
      { key: 'followUserName', width: 90 },
      dateColumn('followTime', { width: 160 }),
    ],
    search: [
      { name: 'phone', kind: 'text' },
      {
        name: 'followStatus',
        kind: 'select',
        get options() {
          return ['0', '1', '2'].map((value) => ({ value, label: followLabel(value) }));
        },
      },
    ],
    empty: { followStatus: '0', followRemark: '' },
    toValues: (l) => ({ followStatus: String(l.followStatus), followRemark: l.followRemark }),
    Fields: LeadFollowFields,
  };
}
