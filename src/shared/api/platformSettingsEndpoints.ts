/** Regions, params, app versions and promotions (issue 14, spec 3 §7; spec 1 §7 promote/*). */
import type { AppVersion, AppVersionInput, AppVersionPageQuery, LatestAppVersion } from '../domain/appVersion';
import type { Param, ParamInput, ParamPageQuery } from '../domain/param';
import type { Promotion, PromotionInput, PromotionJoinInput, PromotionLead, PromotionPageQuery, PublicPromotion } from '../domain/promotion';
import type { Region, RegionInput, RegionRecord } from '../domain/region';
import type { Page } from './envelope';
import type { Endpoint } from './endpoints';

const system = <P, R>(method: 'GET' | 'POST', path: string): Endpoint<P, R> => ({ module: 'system', method, path });
type Paging = { current?: number; size?: number };

export const regionAdminEndpoints = {
  list: system<Paging & { parentCode?: string; code?: string; name?: string }, Page<RegionRecord>>('GET', 'region/list'),
  detail: system<{ id: string }, RegionRecord>('GET', 'region/detail'),
  selectService: system<{ parentId?: string; id?: string }, Region[]>('GET', 'region/select-service'),
  submit: system<RegionInput, RegionRecord>('POST', 'region/submit'),
  remove: system<{ id: string }, null>('POST', 'region/remove'),
};

export const paramEndpoints = {
  list: system<Partial<ParamPageQuery>, Page<Param>>('GET', 'param/list'),
  detail: system<{ id: string }, Param>('GET', 'param/detail'),
  submit: system<ParamInput, Param>('POST', 'param/submit'),
  remove: system<{ ids: string }, null>('POST', 'param/remove'),
};

export const appVersionEndpoints = {
  page: system<Partial<AppVersionPageQuery>, Page<AppVersion>>('GET', 'app-version/page'),
  detail: system<{ id: string }, AppVersion>('GET', 'app-version/detail'),
  submit: system<AppVersionInput, AppVersion>('POST', 'app-version/submit'),
  remove: system<{ ids: string }, null>('POST', 'app-version/remove'),
  /** Public: the newest version of each terminal (the download page). */
  latest: system<{ mobileType?: string }, LatestAppVersion[]>('GET', 'app-version/latest'),
};

export const promotionEndpoints = {
  page: system<Partial<PromotionPageQuery>, Page<Promotion>>('GET', 'promote/page'),
  detail: system<{ id: string }, Promotion>('GET', 'promote/detail'),
  submit: system<PromotionInput, Promotion>('POST', 'promote/submit'),
  remove: system<{ ids: string }, null>('POST', 'promote/remove'),
  /** Public: a published promotion as /promotion shows it. */
  publicDetail: system<{ id: string }, PublicPromotion>('GET', 'promote/public-detail'),
  /** Public: a visitor's sign-up. */
  join: system<PromotionJoinInput, null>('POST', 'promote/join'),
  leads: system<Paging & { promotionId: string; followStatus?: string; phone?: string }, Page<PromotionLead>>('GET', 'promote/leads'),
  follow: system<{ id: string; followStatus: number; followRemark?: string }, PromotionLead>('POST', 'promote/follow-lead'),
  removeLeads: system<{ ids: string; promotionId?: string }, null>('POST', 'promote/remove-leads'),
};
