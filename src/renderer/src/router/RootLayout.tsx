import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { onBridgeEvent } from '../bridge/client';
import { OfflineBanner } from '../offline/OfflineBanner';
import { sessionKeys } from '../api/sessionQueries';
import { clearLocalTraces } from '../shell/localTraces';
import { useLocked } from '../shell/lock/lockStore';
import { useNotify } from '../shell/toast';
import { UpdateBanner } from '../shell/UpdateBanner';
import { followSessionMove } from './sessionMoved';
import { LOCK_PATH, LOGIN_PATH } from './sessionLoaders';

/** The frame around every route: it follows the core's session events and holds the screen lock. */
export function RootLayout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const locked = useLocked();
  const notify = useNotify();

  useEffect(
    () =>
      onBridgeEvent((event) => {
        if (event.type === 'session-ended') {
          // Nothing of the previous person may survive into the next session: cache, tabs, lock, storage.
          clearLocalTraces();
          queryClient.clear();
          void navigate(LOGIN_PATH, { replace: true });
        } else if (event.type === 'session-moved') {
          void followSessionMove(event, queryClient, navigate, notify);
        } else if (event.type === 'session-changed') {
          void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
        }
      }),
    [navigate, queryClient, notify],
  );

  // Spec 1 §2: while the screen is locked, every navigation is forced to the lock page.
  if (locked && pathname !== LOCK_PATH) return <Navigate to={LOCK_PATH} replace />;
  return (
    <>
      <Outlet />
      <OfflineBanner />
      <UpdateBanner />
    </>
  );
}
