import { queryOptions } from '@tanstack/react-query';
import { paths } from '../../paths.ts';
import { apiRequest } from '../api-client.ts';
import type { Messages } from './i18n.ts';

export interface LanguageLines {
  data: Messages;
  meta: { locale: string; version: number | string };
}

export const getLanguageLines = (locale: string, signal?: AbortSignal) =>
  apiRequest<LanguageLines>(paths.api.webLanguageLines, { locale, signal });

export const languageLinesQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: ['web-language-lines', locale],
    queryFn: ({ signal }) => getLanguageLines(locale, signal),
    staleTime: Infinity,
  });
