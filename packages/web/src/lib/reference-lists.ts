import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../paths.ts';
import { apiRequest } from './api-client.ts';
import { recordsKey } from './data-layer/query-keys.ts';
import { useLocale } from './i18n/i18n.ts';
import { deserialize } from './jsonapi.ts';
import type { JsonApiDocument } from './jsonapi.ts';

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

/** The jobs list; `isEnabled` false reads nothing (a form that does not ask for the job). */
export const useJobs = (isEnabled = true) => useQuery({ ...listQueryOptions('jobs', paths.api.jobs, useLocale()), enabled: isEnabled });

export const useNewsletterFrequencies = (isEnabled: boolean) =>
  useQuery({ ...listQueryOptions('newsletter-frequencies', paths.api.newsletterFrequencies, useLocale()), enabled: isEnabled });

/**
 * The options of a reference select: the list once loaded, and until then the user's own choice. A
 * native select registered with its saved value before that option exists shows its first option
 * ("Not chosen") and keeps it when the list arrives, so the saved choice must be there from the start.
 */
export const referenceOptions = (list: ReferenceRecord[] | undefined, chosen: { id: string; type: string; name?: string } | null | undefined): ReferenceRecord[] =>
  list ?? (chosen ? [{ id: chosen.id, type: chosen.type, name: chosen.name ?? chosen.id }] : []);
