import type { PasswordLogin } from '@shared/domain/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { toApiError, unwrap } from '../api/ApiError';
import { sessionKeys } from '../api/sessionQueries';
import { bridge } from '../bridge/client';
import { HOME_PATH } from '../router/sessionLoaders';

/** Signs in through the core, starts from an empty cache, and opens the workbench. */
export function useSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (input: PasswordLogin) => {
      const result = await bridge.session.loginPassword(input).catch((cause: unknown) => {
        throw toApiError(cause);
      });
      return unwrap(result);
    },
    onSuccess: async (state) => {
      queryClient.clear();
      queryClient.setQueryData(sessionKeys.state(), state);
      await navigate(HOME_PATH, { replace: true });
    },
  });
}
