import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { sessionStateQuery } from '../api/sessionQueries';
import { connectivityQuery, outboxQuery } from './offlineQueries';
import { useDataChangeSync } from './useDataChangeSync';
import { useOfflineSync } from './useOfflineSync';
import { useShownDataTime } from './useShownDataTime';

const OfflineDock = lazy(() => import('./OfflineDock'));

/**
 * The calm notice of spec 1 §8's 网络已断开, with the time of the data on screen, and of submits
 * waiting in the outbox; also keeps TanStack Query in step with the core
 * (reconnection, background revalidation, the outbox, and writes made in any window). Mounted once, in RootLayout.
 */
export function OfflineBanner() {
  useOfflineSync();
  useDataChangeSync();
  const signedIn = !!useQuery(sessionStateQuery()).data?.user;
  const online = useQuery(connectivityQuery()).data?.online ?? true;
  const outbox = useQuery({ ...outboxQuery(), enabled: signedIn });
  const shownTime = useShownDataTime();
  const items = signedIn ? (outbox.data ?? []) : [];

  if (online && items.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <OfflineDock online={online} shownTime={shownTime} items={items} />
    </Suspense>
  );
}
