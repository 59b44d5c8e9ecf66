import { personalEndpoints } from '@shared/api/personalEndpoints';
import { INVITE_MESSAGES } from '@shared/domain/invite';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toApiError, unwrap } from '../../api/ApiError';
import { callEndpoint } from '../../api/callEndpoint';
import { sessionKeys } from '../../api/sessionQueries';
import { bridge } from '../../bridge/client';
import { useLocaliseMessage } from '../../i18n/useLocaliseMessage';
import { useNotify } from '../../shell/toast';

export const inviteKeys = {
  all: ['invites'] as const,
  info: (code: string) => [...inviteKeys.all, 'info', code] as const,
};

/**
 * Where a code leads, asked of the core as a guest call: the /invite page reads it before anyone signs
 * in, the join tab after. A refused code is an answer, not a glitch: no retries.
 */
export const inviteInfoQuery = (code: string) =>
  queryOptions({
    queryKey: inviteKeys.info(code),
    queryFn: async () => unwrap(await bridge.session.inviteInfo(code).catch((cause: unknown) => Promise.reject(toApiError(cause)))),
    retry: false,
    staleTime: 60_000,
  });

/** Joins the organisation a code leads to; the switcher's list is read again, and the person is told. */
export function useJoinInvite() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const localise = useLocaliseMessage();
  return useMutation({
    mutationFn: (code: string) => callEndpoint(personalEndpoints.inviteJoin, { code }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: sessionKeys.orgs() });
      notify('success', localise(INVITE_MESSAGES.inviteJoined));
    },
  });
}
