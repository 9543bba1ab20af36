import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { OperatorFont, Redirection, RuntimeEnvironment, RuntimePage } from '@relais/domain';
import { paths } from '../paths.ts';
import { apiRequest } from './api-client.ts';
import { useLocale } from './i18n/i18n.ts';

/** What the server tells the app at boot: the domain's contract (`runtimeEnvironment`), types only. */
export type { OperatorFont, Redirection, RuntimeEnvironment };
export type PageSummary = RuntimePage;

export const getRuntimeEnvironment = (locale: string, signal?: AbortSignal) =>
  apiRequest<{ data: RuntimeEnvironment }>(paths.api.runtimeEnvironment, { locale, signal }).then((answer) => answer.data);

export const runtimeEnvironmentQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: ['runtime-environment', locale],
    queryFn: ({ signal }) => getRuntimeEnvironment(locale, signal),
    staleTime: Infinity,
  });

/** Loaded at boot and before each language switch, so after boot this never suspends. */
export function useRuntimeEnvironment(): RuntimeEnvironment {
  return useSuspenseQuery(runtimeEnvironmentQueryOptions(useLocale())).data;
}
