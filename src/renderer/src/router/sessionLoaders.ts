/**
 * Route guards of spec 1 §2, as loaders so a page never renders for the wrong visitor, not even for
 * one frame. They read the cached session; the core's events keep that cache true.
 */
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router-dom';
import { sessionKeys, sessionStateQuery } from '../api/sessionQueries';

export const LOGIN_PATH = '/login';
export const HOME_PATH = '/desk/index';

/** Every non-public route: a visitor without a session is logged out locally and sent to /login. */
export function requireSession(queryClient: QueryClient) {
  return async () => {
    const state = await queryClient.ensureQueryData(sessionStateQuery());
    if (state.user) return null;
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.all[0] });
    return redirect(LOGIN_PATH);
  };
}

/** /login: someone already signed in goes to /. */
export function redirectSignedIn(queryClient: QueryClient) {
  return async () => {
    const state = await queryClient.ensureQueryData(sessionStateQuery());
    return state.user ? redirect('/') : null;
  };
}
