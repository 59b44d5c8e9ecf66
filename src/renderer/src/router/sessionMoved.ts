import type { QueryClient } from '@tanstack/react-query';
import type { NavigateFunction } from 'react-router-dom';
import { looseT } from '../crud/looseT';
import { startOverInOrganisation } from '../session/startOver';

/**
 * The core moved the session because the person's membership was frozen or removed (spec 3 §4):
 * as after a switch from the organisation switcher, everything starts over in the organisation they
 * are in now, and a toast names it.
 */
export async function followSessionMove(
  event: { orgName: string },
  queryClient: QueryClient,
  navigate: NavigateFunction,
  notify: (intent: 'warning', text: string) => void,
): Promise<void> {
  await startOverInOrganisation(queryClient, navigate);
  notify('warning', looseT('resources.members.movedTo', { name: event.orgName }));
}
