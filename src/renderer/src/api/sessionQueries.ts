/**
 * Query keys and options of the session. Keys go from general to specific, so invalidating
 * `sessionKeys.all` refreshes everything that depends on who is signed in.
 */
import { endpoints } from '@shared/api/endpoints';
import { queryOptions } from '@tanstack/react-query';
import { bridge } from '../bridge/client';
import { toApiError } from './ApiError';
import { callEndpoint } from './callEndpoint';

export const sessionKeys = {
  all: ['session'] as const,
  state: () => [...sessionKeys.all, 'state'] as const,
  userInfo: () => [...sessionKeys.all, 'user-info'] as const,
  orgs: () => [...sessionKeys.all, 'orgs'] as const,
};

/** The core owns the session and tells us when it changes, so the cached state never goes stale by itself. */
export const sessionStateQuery = () =>
  queryOptions({
    queryKey: sessionKeys.state(),
    queryFn: () =>
      bridge.session.state().catch((cause: unknown) => {
        throw toApiError(cause);
      }),
    staleTime: Infinity,
  });

export const userInfoQuery = () =>
  queryOptions({
    queryKey: sessionKeys.userInfo(),
    queryFn: () => callEndpoint(endpoints.userInfo),
    staleTime: 5 * 60_000,
  });

/** The person's posts in every organisation (the switcher's list), with role names for display. */
export const userOrgsQuery = () =>
  queryOptions({
    queryKey: sessionKeys.orgs(),
    queryFn: () => callEndpoint(endpoints.userOrgs),
    staleTime: 5 * 60_000,
  });
