import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../../paths.ts';
import { apiRequest, setSignedIn } from '../api-client.ts';
import { broadcast } from '../cross-tab.ts';
import type { ResourceIdentifier } from '../jsonapi.ts';
import { setPreventLeave, setUiState } from '../ui-store.ts';
import { refreshSession, setSessionUser } from './session.ts';
import type { SessionUser } from './session.ts';

/** After `authenticated` (password, two-factor, social or registration): load the user, tell the other tabs. */
export async function completeSignIn(queryClient: QueryClient): Promise<SessionUser | null> {
  const user = await refreshSession(queryClient);
  setSignedIn(!!user);
  // The runtime environment lists the pages this user may open: more than a visitor's.
  await queryClient.refetchQueries({ queryKey: ['runtime-environment'] });
  broadcast('login');
  return user;
}

/**
 * Sign-out (spec §4 "Logout"): no more leave prevention, loading shown, the server session ended,
 * the user cleared here and in the other tabs, then the sign-in screen.
 */
export async function signOut(queryClient: QueryClient, navigate: (to: string) => void) {
  setPreventLeave(false);
  setUiState({ routeLoading: true });
  try {
    await apiRequest(paths.api.logout, { method: 'POST', silent: [401, 419] });
  } finally {
    setSignedIn(false);
    setSessionUser(queryClient, null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'me' && query.queryKey[0] !== 'runtime-environment' && query.queryKey[0] !== 'web-language-lines' });
    // Kept for the shell, but refreshed: a visitor is listed fewer pages.
    void queryClient.refetchQueries({ queryKey: ['runtime-environment'] });
    broadcast('logout');
    setUiState({ routeLoading: false });
    navigate(paths.auth.signIn);
  }
}

export interface UserChanges {
  attributes?: Record<string, unknown>;
  relationships?: Record<string, { data: ResourceIdentifier | ResourceIdentifier[] | null }>;
}

/** Saves changes to the signed-in user's own account, then reloads the session with its includes. */
export async function updateSessionUser(queryClient: QueryClient, user: Pick<SessionUser, 'id'>, changes: UserChanges) {
  await apiRequest(paths.api.user(user.id), { method: 'PATCH', body: { data: { type: 'users', id: user.id, ...changes } } });
  const refreshed = await refreshSession(queryClient);
  // Acting for another organization changes the access level, so the pages this user may open.
  if (changes.relationships?.actingAsOrganization) await queryClient.refetchQueries({ queryKey: ['runtime-environment'] });
  return refreshed;
}
