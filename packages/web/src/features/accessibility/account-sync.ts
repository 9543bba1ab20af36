import type { QueryClient } from '@tanstack/react-query';
import { updateSessionUser } from '../../lib/session/actions.ts';
import { ME_QUERY_KEY } from '../../lib/session/session.ts';
import type { SessionUser } from '../../lib/session/session.ts';
import { applyAccessibility, getAccessibility, onUserAccessibilityChange } from './accessibility-store.ts';

/** Slider moves come in bursts: the account is written once they settle. */
export const ACCOUNT_SAVE_DELAY_MS = 500;

/**
 * For a signed-in user the settings live on the account too: when a user arrives (boot or sign-in)
 * their saved settings win over this browser's; the user's changes here are saved there, debounced.
 * An impersonating admin changes nothing on the account they look at.
 */
export function syncAccessibilityWithAccount(queryClient: QueryClient): () => void {
  let userId: string | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const currentUser = () => queryClient.getQueryData<SessionUser | null>(ME_QUERY_KEY) ?? null;

  const takeFromAccount = () => {
    const user = currentUser();
    if ((user?.id ?? null) === userId) return;
    userId = user?.id ?? null;
    if (user?.accessibilityParameters) applyAccessibility(user.accessibilityParameters);
  };
  takeFromAccount();
  const stopWatchingUser = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.query.queryKey[0] === ME_QUERY_KEY[0]) takeFromAccount();
  });

  const stopWatchingChanges = onUserAccessibilityChange(() => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      const user = currentUser();
      if (!user || user.impersonating) return;
      // Kept locally already: a failed save only means the account keeps the older settings.
      void updateSessionUser(queryClient, user, { attributes: { accessibilityParameters: getAccessibility() } }).catch(() => undefined);
    }, ACCOUNT_SAVE_DELAY_MS);
  });

  return () => {
    clearTimeout(timer);
    stopWatchingUser();
    stopWatchingChanges();
  };
}
