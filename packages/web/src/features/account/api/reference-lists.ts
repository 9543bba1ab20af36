import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../../paths.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { recordsKey } from '../../../lib/data-layer/query-keys.ts';
import { useLocale } from '../../../lib/i18n/i18n.ts';
import { deserialize } from '../../../lib/jsonapi.ts';
import type { JsonApiDocument } from '../../../lib/jsonapi.ts';

/** A translated reference record the profile offers in a list: a job, a newsletter frequency. */
export interface ReferenceRecord {
  id: string;
  type: string;
  name: string;
  /** The language of `name` when the server fell back to one other than the reader's (`fallbackLocaleOf`). */
  fallbackLocales?: Record<string, string>;
}

const getList = (url: string, locale: string, signal?: AbortSignal) =>
  apiRequest<JsonApiDocument>(url, { locale, signal }).then((document) => deserialize<ReferenceRecord[]>(document));

/**
 * Reference lists change with an admin's edit, rarely: read once per language and visit, under the
 * kind's records key, so that an edit of the kind in this tab refreshes them.
 */
const listQueryOptions = (name: string, url: string, locale: string) =>
  queryOptions({ queryKey: recordsKey(name, 'reference-list', locale), queryFn: ({ signal }) => getList(url, locale, signal), staleTime: Infinity });

export const useJobs = () => useQuery(listQueryOptions('jobs', paths.api.jobs, useLocale()));

export const useNewsletterFrequencies = (isEnabled: boolean) =>
  useQuery({ ...listQueryOptions('newsletter-frequencies', paths.api.newsletterFrequencies, useLocale()), enabled: isEnabled });

/**
 * The options of a reference select: the list once loaded, and until then the user's own choice. A
 * native select registered with its saved value before that option exists shows its first option
 * ("Not chosen") and keeps it when the list arrives, so the saved choice must be there from the start.
 */
export const referenceOptions = (list: ReferenceRecord[] | undefined, chosen: { id: string; type: string; name?: string } | null | undefined): ReferenceRecord[] =>
  list ?? (chosen ? [{ id: chosen.id, type: chosen.type, name: chosen.name ?? chosen.id }] : []);
