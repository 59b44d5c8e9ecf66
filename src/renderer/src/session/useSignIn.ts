import type { BridgeResult } from '@shared/bridge';
import type { PasswordLogin, SmsLogin } from '@shared/domain/auth';
import type { SessionState } from '@shared/domain/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { toApiError, unwrap } from '../api/ApiError';
import { sessionKeys } from '../api/sessionQueries';
import { bridge } from '../bridge/client';
import { returnPathFrom } from '../router/paths';
import { HOME_PATH } from '../router/sessionLoaders';
import { clearLocalTraces } from '../shell/localTraces';
import { afterSignIn } from '../shell/shellQueries';

export type SignInInput = { kind: 'password'; input: PasswordLogin } | { kind: 'sms'; input: SmsLogin };

/**
 * Signs in through the core (password or SMS code), starts from an empty cache with no tabs and no
 * lock, runs the login checks of spec 1 §4 and opens the workbench, or the page that sent the person
 * to sign in (/login?redirect=…, an invitation for one).
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { search } = useLocation();
  return useMutation({
    mutationFn: async (request: SignInInput) => {
      const call: Promise<BridgeResult<SessionState>> =
        request.kind === 'password' ? bridge.session.loginPassword(request.input) : bridge.session.loginSms(request.input);
      const result = await call.catch((cause: unknown) => {
        throw toApiError(cause);
      });
      return unwrap(result);
    },
    onSuccess: async (state) => {
      clearLocalTraces();
      queryClient.clear();
      queryClient.setQueryData(sessionKeys.state(), state);
      if (state.user) afterSignIn(queryClient, state.user);
      await navigate(returnPathFrom(search) ?? HOME_PATH, { replace: true });
    },
  });
}
