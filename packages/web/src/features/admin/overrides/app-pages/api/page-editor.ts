import { queryOptions } from '@tanstack/react-query';
import { isBlockName } from '@relais/domain';
import { apiRequest } from '../../../../../lib/api-client.ts';
import { deserialize } from '../../../../../lib/jsonapi.ts';
import type { JsonApiDocument, Model } from '../../../../../lib/jsonapi.ts';
import type { EditorBlock } from '../editor/editor-state.ts';

/** The body of a JSON:API atomic-operations request. */
const ATOMIC = 'application/vnd.api+json; ext="https://jsonapi.org/ext/atomic"';

export interface EditedPage {
  id: string;
  path: string;
  title: string;
  isDraft: boolean;
  /** The blocks in position order, their props in the edited language. */
  blocks: EditorBlock[];
  /** Blocks with no props in the edited language yet: they start from another language's. */
  untranslated: ReadonlySet<string>;
}

type Translations = Record<string, Record<string, unknown> | undefined>;

const asProps = (value: unknown): Record<string, unknown> | undefined => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined);

/** A page and its blocks as the editor edits them, in `language` (each language has its own props). */
export async function getEditedPage(id: string, language: string, signal?: AbortSignal): Promise<EditedPage> {
  const document = await apiRequest<JsonApiDocument>(`/api/v1/app-pages/${encodeURIComponent(id)}?include=components`, { signal, editionLocale: language });
  const page = deserialize<Model>(document);
  const untranslated = new Set<string>();
  const components = ((page.components as Model[] | undefined) ?? []).filter((component) => isBlockName(String(component.name)));
  const blocks = components
    .sort((a, b) => Number(a.position) - Number(b.position))
    .map((component): EditorBlock => {
      const own = asProps((component.translations as Translations | undefined)?.[language]?.props);
      if (!own) untranslated.add(component.id);
      return { key: component.id, id: component.id, name: component.name as EditorBlock['name'], viewId: (component.viewId as string | null) ?? null, props: own ?? asProps(component.props) ?? {} };
    });
  return { id: page.id, path: String(page.path ?? ''), title: String(page.title ?? ''), isDraft: page.isDraft === true, blocks, untranslated };
}

export const editedPageQueryOptions = (id: string, language: string) =>
  queryOptions({ queryKey: ['admin', 'page-editor', id, language], queryFn: ({ signal }) => getEditedPage(id, language, signal), staleTime: 0, gcTime: 0 });

/** Writes the page and its blocks in one transaction (`POST /api/v1/operations`), in `language`. */
export const savePage = (operations: readonly unknown[], language: string) =>
  apiRequest<unknown>('/api/v1/operations', { method: 'POST', body: { 'atomic:operations': operations }, contentType: ATOMIC, editionLocale: language });

/** Publishes a draft onto its original page (spec §7); answers the published page's id. */
export const publishPage = async (draftId: string) =>
  (await apiRequest<{ data: { id: string } }>(`/api/v1/services/app-pages/${encodeURIComponent(draftId)}/publish`, { method: 'POST' })).data.id;
