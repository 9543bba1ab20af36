import type { QueryClient } from '@tanstack/react-query';
import { LOCALES } from '@relais/domain';
import { paths } from '../../paths.ts';
import { apiRequest } from '../api-client.ts';
import { broadcast } from '../cross-tab.ts';
import { ME_QUERY_KEY } from '../session/session.ts';
import type { SessionUser } from '../session/session.ts';
import { getLocale, preferredLocale, setLocale, storeLocale } from '../locale.ts';
import { runtimeEnvironmentQueryOptions } from '../runtime-environment.ts';
import { languageLinesAt, languageLinesQueryOptions } from './get-language-lines.ts';
import { applyMessages } from './i18n.ts';

/**
 * Loads what the interface needs in `locale` (environment and messages) before switching to it, so
 * that nothing on screen flashes back to loading while the language changes.
 */
export async function activateLocale(queryClient: QueryClient, locale: string) {
  const [environment] = await Promise.all([
    queryClient.fetchQuery(runtimeEnvironmentQueryOptions(locale)),
    queryClient.prefetchQuery(languageLinesQueryOptions(locale)),
  ]);
  const lines = await languageLinesAt(queryClient, locale, environment.languageLinesVersion);
  setLocale(locale);
  await applyMessages(locale, lines.data);
}

/**
 * Boot: start in the preferred language if the site offers it, else in the server's choice. A
 * signed-in user's own language comes first (spec §4 "After loading the user").
 */
export async function bootLocale(queryClient: QueryClient, userLocale: string | null = null): Promise<string> {
  const candidate = userLocale && (LOCALES as readonly string[]).includes(userLocale) ? userLocale : preferredLocale(LOCALES);
  // Both at once: in the usual case the candidate is offered and the messages are then ready.
  const [environment] = await Promise.all([
    queryClient.fetchQuery(runtimeEnvironmentQueryOptions(candidate)),
    queryClient.prefetchQuery(languageLinesQueryOptions(candidate)),
  ]);
  const locale = (environment.locales as readonly string[]).includes(candidate) ? candidate : environment.locale;
  await activateLocale(queryClient, locale);
  return locale;
}

/**
 * The language menus (spec, platform §4 "Changing locale"): remember the choice, save it on the
 * signed-in user, switch this tab without a reload and make the other tabs reload in it.
 */
export async function switchLocale(queryClient: QueryClient, locale: string) {
  storeLocale(locale);
  await activateLocale(queryClient, locale);
  broadcast('locale', locale);
  const user = queryClient.getQueryData<SessionUser | null>(ME_QUERY_KEY);
  if (user && user.locale !== locale) {
    await apiRequest(paths.api.user(user.id), { method: 'PATCH', body: { data: { type: 'users', id: user.id, attributes: { locale } } } });
    const updated: SessionUser = { ...user, locale };
    queryClient.setQueryData(ME_QUERY_KEY, updated);
  }
}

/**
 * After sign-in (spec §4 "After loading the user"): the interface switches at once to the account's
 * language when the site offers it, and this browser remembers it for after sign-out.
 */
export async function adoptUserLocale(queryClient: QueryClient, userLocale: string | null) {
  if (!userLocale || userLocale === getLocale()) return;
  const environment = await queryClient.fetchQuery(runtimeEnvironmentQueryOptions(getLocale()));
  if (!(environment.locales as readonly string[]).includes(userLocale)) return;
  storeLocale(userLocale);
  await activateLocale(queryClient, userLocale);
}
