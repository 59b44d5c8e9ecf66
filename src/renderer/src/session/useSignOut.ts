import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { bridge } from '../bridge/client';
import { LOGIN_PATH } from '../router/sessionLoaders';
import { clearLocalTraces } from '../shell/localTraces';

/**
 * Signs out. The core falls back to a local forced logout when the server call fails (spec 1 §4), so
 * the renderer forgets everything and leaves for /login whatever the answer.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      await bridge.session.logout().catch(() => undefined);
    },
    onSettled: async () => {
      clearLocalTraces();
      queryClient.clear();
      await navigate(LOGIN_PATH, { replace: true });
    },
  });
}
