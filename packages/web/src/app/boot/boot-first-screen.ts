import type { QueryClient } from '@tanstack/react-query';
import { appPageQueryOptions } from '../../features/pages/api/get-app-page.ts';
import { setSignedIn } from '../../lib/api-client.ts';
import { appMenuQueryOptions } from '../../lib/app-menu.ts';
import { languageLinesAt } from '../../lib/i18n/get-language-lines.ts';
import { applyMessages } from '../../lib/i18n/i18n.ts';
import { setLocale } from '../../lib/locale.ts';
import { runtimeEnvironmentQueryOptions } from '../../lib/runtime-environment.ts';
import { ME_QUERY_KEY } from '../../lib/session/session.ts';

/** The boot query's key (boot.tsx): its data is the interface language. */
export const BOOT_QUERY_KEY = ['boot'] as const;

/**
 * A visitor's boot from the answers the document carries (lib/first-screen.ts), with no call: the
 * server drew the first screen from the same answers (src/entry-server.tsx) and the browser hydrates
 * it from them, so both render the same tree. The server sends a drawn screen only to a visitor
 * without a session, hence no user. Every query is filled through its own options, as the usual
 * boot would fill it; an answer the document lacks makes the call, which on the server fails and
 * leaves the document undrawn.
 */
export async function bootFromFirstScreen(queryClient: QueryClient, { locale, pageId }: { locale: string; pageId: string | null }) {
  queryClient.setQueryData(ME_QUERY_KEY, null);
  setSignedIn(false);
  const environment = await queryClient.fetchQuery(runtimeEnvironmentQueryOptions(locale));
  const [lines] = await Promise.all([
    languageLinesAt(queryClient, locale, environment.languageLinesVersion),
    queryClient.fetchQuery(appMenuQueryOptions(locale)),
    pageId ? queryClient.fetchQuery(appPageQueryOptions(pageId, locale)) : undefined,
  ]);
  setLocale(locale);
  await applyMessages(locale, lines.data);
  queryClient.setQueryData(BOOT_QUERY_KEY, locale);
}
