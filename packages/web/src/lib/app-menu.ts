import type { AppMenuItem } from '@relais/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../paths.ts';
import { apiRequest } from './api-client.ts';
import { useLocale } from './i18n/i18n.ts';

export type { AppMenuItem };

export const getAppMenu = (locale: string, signal?: AbortSignal) =>
  apiRequest<{ data: AppMenuItem[] }>(paths.api.appMenu, { locale, signal }).then((answer) => answer.data);

export const appMenuQueryOptions = (locale: string) =>
  queryOptions({ queryKey: ['app-menu', locale], queryFn: ({ signal }) => getAppMenu(locale, signal) });

/** Keeps the previous language's menu on screen while the new one loads. */
export function useAppMenu() {
  return useQuery({ ...appMenuQueryOptions(useLocale()), placeholderData: keepPreviousData });
}

export const menuItemHref = (item: AppMenuItem) => item.path ?? item.url ?? '';

export const byPosition = (a: { position: number }, b: { position: number }) => a.position - b.position;
