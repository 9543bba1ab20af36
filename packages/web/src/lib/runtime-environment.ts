import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { paths } from '../paths.ts';
import { apiRequest } from './api-client.ts';
import { useLocale } from './i18n/i18n.ts';

export interface PageSummary {
  id: string;
  path: string;
  title: string | null;
  requiresAuth: boolean;
  isDefault: boolean;
  roles: string[];
  accessLevelWeight: number | null;
}

export interface Redirection {
  fromPath: string;
  toPath: string;
}

/** A font the operator added (DATA_DIR/fonts): its family and same-origin woff2 files. */
export interface OperatorFont {
  family: string;
  faces: { url: string; weight: string; style: 'normal' | 'italic' }[];
}

/** What the server tells the app at boot: build, languages, features, pages and redirections. */
export interface RuntimeEnvironment {
  appName: string;
  version: string;
  buildDate: string | null;
  environmentVersion: string;
  /** The version of the interface messages: cached messages of another version are refreshed. */
  languageLinesVersion: string;
  locale: string;
  defaultLocale: string;
  locales: string[];
  currency: string;
  specialCurrency: string | null;
  phoneCountries: string[];
  features: Record<string, boolean>;
  /** Names of the configured social sign-in providers (empty when social sign-in is off). */
  socialProviders: string[];
  pages: PageSummary[];
  redirections: Redirection[];
  /** Fonts the operator added, offered in the accessibility drawer. */
  fonts: OperatorFont[];
}

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
