import { z } from 'zod';
import { SEARCH_PAGE_SIZE, SEARCH_QUERY_MAX, SEARCHABLE_TYPES } from '../search/searchable.ts';

/** `GET /api/v1/services/search`: the words, the kinds to search (all by default), the page. */
export const searchQuery = z.object({
  q: z.string().trim().min(1).max(SEARCH_QUERY_MAX),
  types: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (!value) return undefined;
      const types = value.split(',').filter(Boolean);
      for (const type of types) if (!(SEARCHABLE_TYPES as string[]).includes(type)) ctx.addIssue({ code: 'custom', message: `unknown kind ${type}` });
      return types;
    }),
  'page[number]': z.coerce.number().int().min(1).max(500).default(1),
  'page[size]': z.coerce.number().int().min(1).max(50).default(SEARCH_PAGE_SIZE),
});
export type SearchQuery = z.infer<typeof searchQuery>;

/** One result (spec, "Search result"): what it is, its title and description in the reader's language, where it lives. */
export const searchResult = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  description: z.string(),
  /** The title was not written in the reader's language: it is shown in the default one. */
  titleLocale: z.string(),
  /** Null when no published page shows this kind (the result is named, not linked). */
  path: z.string().nullable(),
});
export type SearchResult = z.infer<typeof searchResult>;

export const searchAnswer = z.object({
  data: z.array(searchResult),
  meta: z.object({
    total: z.number().int(),
    page: z.number().int(),
    lastPage: z.number().int(),
    /** Results per kind (for the filters' counts). */
    byType: z.record(z.string(), z.number().int()),
    /** More records match than were read: `total` and `byType` are lower bounds ("300+"). */
    isCapped: z.boolean(),
  }),
});
export type SearchAnswer = z.infer<typeof searchAnswer>;
