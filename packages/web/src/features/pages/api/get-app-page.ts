import { queryOptions, useQuery } from '@tanstack/react-query';
import { preloadBlockScreen, preloadBlocks } from '../../../blocks/block-map.ts';
import { paths } from '../../../paths.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/i18n/i18n.ts';
import { recordsKey } from '../../../lib/data-layer/query-keys.ts';
import { BLOCK_TYPES, blockOfSubRoute, isBlockName, MAIN_SCREEN, matchSubRoute } from '@relais/domain';
import type { AppPageDocument, FeatureFlag } from '@relais/domain';

// The answer's shape is the domain's contract (packages/domain/src/contracts/app-pages.ts); types only.
export interface PageComponent {
  id: string;
  name: string;
  position: number;
  viewId: string | null;
  props: Record<string, unknown>;
  /** The language of `props`: the reader's, or the one they fell back to. */
  locale: string | null;
}

export interface AppPage {
  id: string;
  path: string;
  title: string;
  /** The language of the title: the reader's, or the one it fell back to. */
  locale: string | null;
  description: string | null;
  styles: string | null;
  components: PageComponent[];
}

/** The page with its components resolved from `included`, in position order. */
export function toAppPage(document: AppPageDocument): AppPage {
  const { data } = document;
  const included = new Map((document.included ?? []).filter((r) => r.type === 'app-page-components').map((r) => [r.id, r]));
  const components = (data.relationships?.components?.data ?? [])
    .map((ref) => included.get(ref.id))
    .filter((resource) => resource !== undefined)
    .map(({ id, attributes }) => ({
      id,
      name: String(attributes.name ?? ''),
      position: Number(attributes.position ?? 0),
      viewId: typeof attributes.viewId === 'string' && attributes.viewId !== '' ? attributes.viewId : null,
      props: (attributes.props ?? {}) as Record<string, unknown>,
      locale: attributes.locale ?? null,
    }))
    .sort((a, b) => a.position - b.position);
  const { path, title, locale, description, styles } = data.attributes;
  return { id: data.id, path, title: title ?? '', locale: locale ?? null, description, styles, components };
}

/** The page, once the code of every block type it shows has arrived (so it renders in one go). */
export const getAppPage = (id: string, locale: string, signal?: AbortSignal) =>
  apiRequest<AppPageDocument>(paths.api.appPage(id), { locale, signal }).then(async (document) => {
    const page = toAppPage(document);
    await preloadBlocks(page.components.map((component) => component.name));
    return page;
  });

/**
 * The code of the block screens that `path` shows (a list's or a record's screen in a chunk of its
 * own, lazy-screen.tsx): on a sub-route the screen of the block that adds it, on the page itself
 * every block's main screen. Downloaded before a drawn document is hydrated, so that it hydrates in
 * one go.
 */
export async function preloadScreenAt(page: AppPage, path: string, features: Readonly<Partial<Record<FeatureFlag, boolean>>>): Promise<void> {
  const names = page.components.map((component) => component.name);
  const patterns = [...new Set(names.filter(isBlockName).flatMap((name) => BLOCK_TYPES[name].subRoutes))];
  const match = matchSubRoute(page.path, patterns, path);
  if (!match) {
    await Promise.all(names.map((name) => preloadBlockScreen(name, MAIN_SCREEN)));
    return;
  }
  const name = blockOfSubRoute(names, match.pattern, features);
  if (name) await preloadBlockScreen(name, match.pattern);
}

export const appPageQueryOptions = (id: string, locale: string) =>
  queryOptions({ queryKey: recordsKey('app-pages', 'page', id, locale), queryFn: ({ signal }) => getAppPage(id, locale, signal) });

/** Keeps the page on screen in the previous language while its translation loads. */
export function useAppPage(id: string) {
  return useQuery({
    ...appPageQueryOptions(id, useLocale()),
    placeholderData: (previous) => (previous?.id === id ? previous : undefined),
  });
}
