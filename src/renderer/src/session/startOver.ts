import type { QueryClient } from '@tanstack/react-query';
import type { NavigateFunction } from 'react-router-dom';
import { sessionStateQuery } from '../api/sessionQueries';
import { HOME_PATH } from '../router/sessionLoaders';
import { afterSignIn } from '../shell/shellQueries';
import { tabsStore } from '../shell/tabs/tabsStore';

/**
 * The session now belongs to another organisation (the person switched, or the core moved them):
 * nothing of the old one may show. Not clear(): the layout and the workbench stay mounted (the move
 * lands on the workbench again) and their observers would keep the old organisation's answers; a
 * reset empties what is shown and asks again. Tabs start over, the menus load again, the workbench opens.
 */
export async function startOverInOrganisation(queryClient: QueryClient, navigate: NavigateFunction): Promise<void> {
  queryClient.removeQueries({ type: 'inactive' });
  tabsStore.reset();
  await queryClient.resetQueries();
  const state = await queryClient.fetchQuery(sessionStateQuery());
  if (state.user) afterSignIn(queryClient, state.user);
  await navigate(HOME_PATH, { replace: true });
}
