import { queryOptions } from '@tanstack/react-query';
import { toApiError, unwrap } from '../../api/ApiError';
import { bridge } from '../../bridge/client';
import { shellKeys } from '../../shell/shellQueries';

/** The footer a visitor sees on the login page (setting/footer, no session); under the settings key, so a save refreshes it. */
export const siteFooterQuery = () =>
  queryOptions({
    queryKey: [...shellKeys.settings(), 'footer'] as const,
    queryFn: async () => unwrap(await bridge.session.siteFooter().catch((cause: unknown) => Promise.reject(toApiError(cause)))),
    staleTime: 10 * 60_000,
    retry: false,
  });
