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
  active: () => [...inviteKeys.all, 'active'] as const,
  applications: () => [...inviteKeys.all, 'applications'] as const,
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

/** An administrator's codes still in force (their own organisation). */
export const activeInvitesQuery = () => queryOptions({ queryKey: inviteKeys.active(), queryFn: () => callEndpoint(personalEndpoints.inviteList) });

/** People waiting for the administrator's approval. */
export const applicationsQuery = () => queryOptions({ queryKey: inviteKeys.applications(), queryFn: () => callEndpoint(personalEndpoints.applicationList) });

/**
 * The administrator's decisions (revoke a code, approve or refuse an application): the server's
 * message is shown, and the lists are read again, also when the server refused (decided meanwhile).
 */
export function useInviteAdministration() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const localise = useLocaliseMessage();
  const settle = {
    onSuccess: (message: string) => notify('success', localise(message)),
    onError: (error: Error) => notify('error', localise(error.message)),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: inviteKeys.all }),
  };
  return {
    revoke: useMutation({ mutationFn: (code: string) => callEndpoint(personalEndpoints.inviteRevoke, { code }).then(() => INVITE_MESSAGES.inviteRevoked), ...settle }),
    approve: useMutation({ mutationFn: (id: string) => callEndpoint(personalEndpoints.applicationApprove, { id }).then(() => INVITE_MESSAGES.applicationApproved), ...settle }),
    refuse: useMutation({ mutationFn: (id: string) => callEndpoint(personalEndpoints.applicationRefuse, { id }).then(() => INVITE_MESSAGES.applicationRefused), ...settle }),
  };
}

/** Asks to join the organisation a code leads to; the switcher's list is read again (the post shows pending), and the person is told. */
export function useJoinInvite() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const localise = useLocaliseMessage();
  return useMutation({
    mutationFn: (code: string) => callEndpoint(personalEndpoints.inviteJoin, { code }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: sessionKeys.orgs() });
      notify('success', localise(INVITE_MESSAGES.inviteApplied));
    },
  });
}
