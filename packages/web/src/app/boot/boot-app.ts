import type { QueryClient } from '@tanstack/react-query';
import { setSignedIn } from '../../lib/api-client.ts';
import { bootLocale } from '../../lib/i18n/activate-locale.ts';
import { browserTimezone } from '../../lib/locale.ts';
import { updateSessionUser } from '../../lib/session/actions.ts';
import { meQueryOptions } from '../../lib/session/session.ts';

/**
 * Everything the app needs before it shows itself (spec §4): the user (or none), then the runtime
 * environment and the messages in the user's language, or the visitor's.
 */
export async function bootApp(queryClient: QueryClient): Promise<string> {
  const user = await queryClient.fetchQuery(meQueryOptions());
  setSignedIn(!!user);
  const locale = await bootLocale(queryClient, user?.locale ?? null);
  // The user's time zone follows the browser's; saved quietly, never blocking the start.
  if (user && user.timezone !== browserTimezone() && !user.impersonating) {
    void updateSessionUser(queryClient, user, { attributes: { timezone: browserTimezone() } }).catch(() => undefined);
  }
  return locale;
}
