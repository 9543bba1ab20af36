import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { LOCALES } from '@relais/domain';
import { appPageQueryOptions } from '../../features/pages/api/get-app-page.ts';
import { setSignedIn } from '../../lib/api-client.ts';
import { appMenuQueryOptions } from '../../lib/app-menu.ts';
import { languageLinesQueryOptions } from '../../lib/i18n/get-language-lines.ts';
import { bootLocale } from '../../lib/i18n/activate-locale.ts';
import { browserTimezone, preferredLocale } from '../../lib/locale.ts';
import { runtimeEnvironmentQueryOptions } from '../../lib/runtime-environment.ts';
import { updateSessionUser } from '../../lib/session/actions.ts';
import { meQueryOptions } from '../../lib/session/session.ts';

/**
 * Asks early for what the first screen will ask for, so that the boot's round trips overlap
 * instead of following each other: the environment and messages in the visitor's likely language
 * while the user loads, then, once the environment lists the pages, the menu and the page at this
 * address (public pages only: a guarded one waits for its guard). Each request is the one the app
 * makes later (same query), so nothing is fetched twice; a guess that turns out wrong (a signed-in
 * user with another language) costs a request, not a delay.
 */
function prefetchFirstScreen(queryClient: QueryClient) {
  const locale = preferredLocale(LOCALES);
  void queryClient.prefetchQuery(languageLinesQueryOptions(locale));
  void queryClient
    .fetchQuery(runtimeEnvironmentQueryOptions(locale))
    .then((environment) => {
      if (!(environment.locales as readonly string[]).includes(locale)) return;
      void queryClient.prefetchQuery(appMenuQueryOptions(locale));
      const page = environment.pages.find((candidate) => matchPath({ path: candidate.path, end: true }, window.location.pathname));
      if (page && !page.requiresAuth) void queryClient.prefetchQuery(appPageQueryOptions(page.id, locale));
    })
    .catch(() => undefined);
}

/**
 * Everything the app needs before it shows itself (spec §4): the user (or none), then the runtime
 * environment and the messages in the user's language, or the visitor's.
 */
export async function bootApp(queryClient: QueryClient): Promise<string> {
  prefetchFirstScreen(queryClient);
  const user = await queryClient.fetchQuery(meQueryOptions());
  setSignedIn(!!user);
  const locale = await bootLocale(queryClient, user?.locale ?? null);
  // The user's time zone follows the browser's; saved quietly, never blocking the start.
  if (user && user.timezone !== browserTimezone() && !user.impersonating) {
    void updateSessionUser(queryClient, user, { attributes: { timezone: browserTimezone() } }).catch(() => undefined);
  }
  return locale;
}
