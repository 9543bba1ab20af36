import type { AppPageDraftAnswer, AppPagePublishRequest } from '@relais/domain';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../../lib/api-client.ts';
import { broadcast } from '../../../../../lib/cross-tab.ts';
import { dataProvider } from '../../../../../lib/data-layer/data-provider.ts';
import { forgetRecord } from '../../../../../lib/data-layer/hooks.ts';
import { dataKeys } from '../../../../../lib/data-layer/query-keys.ts';
import { adminPaths } from '../../../admin-paths.ts';

/** Everything read of pages is stale after one changes: the back office's reads and the public page's. */
const refreshPages = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: dataKeys.kind('app-pages') });

/** The page's draft (`POST services/app-pages/{id}/draft`): made, or the one it already had. */
export async function createPageDraft(queryClient: QueryClient, pageId: string): Promise<{ id: string; isNew: boolean }> {
  const answer = await apiRequest<AppPageDraftAnswer>(adminPaths.api.pageDraft(pageId), { method: 'POST' });
  await refreshPages(queryClient);
  return { id: answer.data.id, isNew: answer.meta.isNew };
}

/**
 * Publishes a draft (`POST services/app-pages/{id}/publish`): all of it without `locales`, else those
 * languages only. Other tabs of the site are told their environment changed; this one reloads it.
 */
export async function publishPageDraft(queryClient: QueryClient, draftId: string, locales?: readonly string[]): Promise<void> {
  const body: AppPagePublishRequest | undefined = locales ? { locales: [...locales] } : undefined;
  await apiRequest<unknown>(adminPaths.api.pagePublish(draftId), { method: 'POST', body });
  broadcast('environment');
  // Published whole, the draft is gone: its open screen must not ask for it again.
  const refreshed = locales ? refreshPages(queryClient) : forgetRecord(queryClient, 'app-pages', draftId);
  await Promise.all([refreshed, queryClient.invalidateQueries({ queryKey: ['runtime-environment'] })]);
}

/** Deletes a draft; its page does not change. */
export async function discardPageDraft(queryClient: QueryClient, draftId: string): Promise<void> {
  await dataProvider.delete('app-pages', draftId);
  await forgetRecord(queryClient, 'app-pages', draftId);
}
