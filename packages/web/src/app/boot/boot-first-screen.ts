import type { QueryClient } from '@tanstack/react-query';
import { appPageQueryOptions, preloadScreenAt } from '../../features/pages/api/get-app-page.ts';
import { preloadShellScreenAt } from './shell-screen-code.ts';
import { setSignedIn } from '../../lib/api-client.ts';
import { appMenuQueryOptions } from '../../lib/app-menu.ts';
import { languageLinesAt } from '../../lib/i18n/get-language-lines.ts';
import { applyMessages } from '../../lib/i18n/i18n.ts';
import { setLocale } from '../../lib/locale.ts';
import { runtimeEnvironmentQueryOptions } from '../../lib/runtime-environment.ts';
import { blockDataKey } from '../../lib/block-data-key.ts';
import { hasFirstScreenAnswer, takeRemainingAnswers } from '../../lib/first-screen.ts';
import { meQueryOptions } from '../../lib/session/session.ts';
import { paths } from '../../paths.ts';
import { loadBanners } from '../shell/banners-loader.ts';

/** The boot query's key (boot.tsx): its data is the interface language. */
export const BOOT_QUERY_KEY = ['boot'] as const;

/**
 * A boot from the answers the document carries (lib/first-screen.ts), with no call: the server drew
 * the first screen from the same answers (src/entry-server.tsx) and the browser hydrates it from
 * them, so both render the same tree. A signed-in member's document carries who they are
 * (`/users/me`), a visitor's does not. Every query is filled through its own options, as the usual
 * boot would fill it; an answer the document lacks makes the call, which on the server fails and
 * leaves the document undrawn. What is left are the blocks' reads, handed to react-query as the
 * blocks ask for them (blocks/screen-data/block-data.ts), so that they do not ask again.
 */
export async function bootFromFirstScreen(queryClient: QueryClient, { locale, pageId, path }: { locale: string; pageId: string | null; path: string }) {
  const isMember = hasFirstScreenAnswer(paths.api.me, locale);
  const user = isMember ? await queryClient.fetchQuery(meQueryOptions()) : null;
  if (!isMember) queryClient.setQueryData(meQueryOptions().queryKey, null);
  // The member's own language wins over what the document guessed: the usual boot then draws it.
  if (user?.locale && user.locale !== locale) throw new Error(`Drawn in ${locale}, the member reads ${user.locale}.`);
  setSignedIn(!!user);
  // The drawn banner's button must answer the first click: its code is in before hydration.
  const banners = user?.impersonating ? loadBanners() : undefined;
  const environment = await queryClient.fetchQuery(runtimeEnvironmentQueryOptions(locale));
  const [lines] = await Promise.all([
    languageLinesAt(queryClient, locale, environment.languageLinesVersion),
    queryClient.fetchQuery(appMenuQueryOptions(locale)),
    // The page with its blocks' code, and the code of the block screen its path opens.
    pageId ? queryClient.fetchQuery(appPageQueryOptions(pageId, locale)).then((page) => preloadScreenAt(page, path, environment.features)) : preloadShellScreenAt(path),
  ]);
  setLocale(locale);
  await banners;
  await applyMessages(locale, lines.data);
  for (const [url, answer] of Object.entries(takeRemainingAnswers(locale))) {
    if (url !== paths.api.me) queryClient.setQueryData(blockDataKey(url, locale), answer);
  }
  queryClient.setQueryData(BOOT_QUERY_KEY, locale);
}
