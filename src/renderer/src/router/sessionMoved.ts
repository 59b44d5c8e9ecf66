import type { QueryClient } from '@tanstack/react-query';
import type { NavigateFunction } from 'react-router-dom';
import { sessionStateQuery } from '../api/sessionQueries';
import { looseT } from '../crud/looseT';
import { afterSignIn } from '../shell/shellQueries';
import { tabsStore } from '../shell/tabs/tabsStore';
import { HOME_PATH } from './sessionLoaders';

/**
 * The core moved the session because the person's membership was frozen or removed (spec 3 §4):
 * nothing of the old organisation may show in the new one, as after a switch from the organisation
 * switcher: cache and tabs start over (screens on show ask again), the menus load again, the workbench opens and a toast names
 * the organisation they are in now.
 */
export async function followSessionMove(
  event: { orgName: string },
  queryClient: QueryClient,
  navigate: NavigateFunction,
  notify: (intent: 'warning', text: string) => void,
): Promise<void> {
  // Not clear(): the workbench stays mounted (the move lands on it again) and its observers would keep
  // showing the old organisation's answers; a reset empties what is shown and asks again.
  queryClient.removeQueries({ type: 'inactive' });
  tabsStore.reset();
  await queryClient.resetQueries();
  const state = await queryClient.fetchQuery(sessionStateQuery());
  if (state.user) afterSignIn(queryClient, state.user);
  await navigate(HOME_PATH, { replace: true });
  notify('warning', looseT('resources.members.movedTo', { name: event.orgName }));
}
