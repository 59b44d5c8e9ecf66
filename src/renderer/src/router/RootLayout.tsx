import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { onBridgeEvent } from '../bridge/client';
import { OfflineBanner } from '../offline/OfflineBanner';
import { sessionKeys } from '../api/sessionQueries';
import { LOGIN_PATH } from './sessionLoaders';

/** The frame around every route: it follows the core's session events. */
export function RootLayout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(
    () =>
      onBridgeEvent((event) => {
        if (event.type === 'session-ended') {
          // Nothing cached for the previous person may survive into the next session.
          queryClient.clear();
          void navigate(LOGIN_PATH, { replace: true });
        } else if (event.type === 'session-changed') {
          void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
        }
      }),
    [navigate, queryClient],
  );

  return (
    <>
      <Outlet />
      <OfflineBanner />
    </>
  );
}
