import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../../paths.ts';
import { apiRequest, setSignedIn } from '../api-client.ts';
import { broadcast } from '../cross-tab.ts';
import { adoptUserLocale } from '../i18n/activate-locale.ts';
import type { ResourceIdentifier } from '../jsonapi.ts';
import { setPreventLeave, setUiState } from '../ui-store.ts';
import { refreshSession } from './session.ts';
import type { SessionUser } from './session.ts';

/**
 * After `authenticated` (password, two-factor, social or registration): load the user, speak their
 * language, tell the other tabs.
 */
export async function completeSignIn(queryClient: QueryClient): Promise<SessionUser | null> {
  const user = await refreshSession(queryClient);
  setSignedIn(!!user);
  // The sign-in stands even if the messages of that language cannot load now.
  await adoptUserLocale(queryClient, user?.locale ?? null).catch(() => undefined);
  // The runtime environment lists the pages this user may open: more than a visitor's.
  await queryClient.refetchQueries({ queryKey: ['runtime-environment'] });
  broadcast('login');
  return user;
}

/**
 * Sign-out (spec §4 "Logout"): no more leave prevention, loading shown, the server session ended,
 * the other tabs told, then the sign-in screen — loaded afresh, as the other tabs reload: nothing of
 * the account stays in memory, and the account's screen never sees its user vanish (its guard
 * would send to sign-in with the "page for members" notice).
 */
export async function signOut() {
  setPreventLeave(false);
  setUiState({ routeLoading: true });
  // Signing out of a session that has already ended is no news for the user.
  setSignedIn(false);
  try {
    await apiRequest(paths.api.logout, { method: 'POST', silent: [401, 419] });
  } finally {
    broadcast('logout');
    window.location.assign(paths.auth.signIn);
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
