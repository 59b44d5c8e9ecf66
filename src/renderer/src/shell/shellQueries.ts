import { ALL_RECORDS } from '@shared/api/envelope';
import { endpoints } from '@shared/api/endpoints';
import { OPERATOR_TENANT } from '@shared/domain/organisation';
import type { SessionUser } from '@shared/domain/session';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../api/callEndpoint';
import { bridge } from '../bridge/client';
import { errorLogKeys } from './errors/errorRecorder';

/** Keys go from general to specific; every one of them belongs to the signed-in person. */
export const shellKeys = {
  all: ['shell'] as const,
  designCompanies: () => [...shellKeys.all, 'design-companies'] as const,
  framework: () => [...shellKeys.all, 'framework'] as const,
  settings: () => [...shellKeys.all, 'settings'] as const,
  notices: () => [...shellKeys.all, 'notices'] as const,
  marquee: () => [...shellKeys.notices(), 'marquee'] as const,
  unread: () => [...shellKeys.notices(), 'unread'] as const,
  notice: (id: string) => [...shellKeys.notices(), 'detail', id] as const,
};

/** The operator's design companies (biz-attention/list, category sj), loaded at login for later screens. */
export const designCompaniesQuery = () =>
  queryOptions({
    queryKey: shellKeys.designCompanies(),
    queryFn: () => callEndpoint(endpoints.bizAttentionList, { orgCategory: 'sj', current: 1, size: ALL_RECORDS }),
    staleTime: 10 * 60_000,
  });

export const frameworkCheckQuery = () =>
  queryOptions({ queryKey: shellKeys.framework(), queryFn: () => callEndpoint(endpoints.frameworkCheck), staleTime: Infinity });

export const systemSettingsQuery = () =>
  queryOptions({ queryKey: shellKeys.settings(), queryFn: () => callEndpoint(endpoints.systemSettings), staleTime: 10 * 60_000 });

/** Spec 1 §7: the marquee lists category 1 with size -1, keeping only status 1. */
export const marqueeQuery = () =>
  queryOptions({
    queryKey: shellKeys.marquee(),
    queryFn: async () => (await callEndpoint(endpoints.noticeList, { category: 1, size: ALL_RECORDS })).records.filter((n) => n.status === 1),
    staleTime: 5 * 60_000,
  });

export const unreadCountQuery = () =>
  queryOptions({ queryKey: shellKeys.unread(), queryFn: () => callEndpoint(endpoints.noticeUnreadCount), staleTime: 60_000 });

/** Spec 1 §7: the detail's content may arrive URL-encoded; HTML (what this server answers) stays as it is. */
export const noticeDetailQuery = (id: string) =>
  queryOptions({
    queryKey: shellKeys.notice(id),
    queryFn: async () => {
      // notice.ts comes with its schemas (and zod); the login page shares this module, the detail does not.
      const [notice, { decodeNoticeContent }] = await Promise.all([callEndpoint(endpoints.noticeDetail, { id }), import('@shared/domain/notice')]);
      return { ...notice, content: decodeNoticeContent(notice.content) };
    },
  });

export const errorLogQuery = () => queryOptions({ queryKey: errorLogKeys.list(), queryFn: () => bridge.errorLog.list(), staleTime: Infinity });

/**
 * What login does after storing the session (spec 1 §4): the operator with an organisation code loads
 * the design-company list; a design company checks its framework agreement (the layout tells the
 * person when none is signed). Neither may hold up the workbench.
 */
export function afterSignIn(queryClient: QueryClient, user: SessionUser): void {
  if (user.tenantId === OPERATOR_TENANT && user.orgCode) void queryClient.prefetchQuery(designCompaniesQuery());
  if (user.orgCategory === 'sj') void queryClient.prefetchQuery(frameworkCheckQuery());
}
