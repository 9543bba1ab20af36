import { createContext, useContext } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { KindOverride, OverrideLoaders } from './types.ts';

/**
 * The kinds whose back-office screens are not all generic, each in its folder beside this file. A
 * kind's code is imported the first time one of its screens opens: the admin chunk lists these
 * modules without carrying them, and nothing of them reaches a public page.
 */
export const OVERRIDE_LOADERS: OverrideLoaders = {
  'app-envs': () => import('./app-envs/index.ts'),
  users: () => import('./users/index.ts'),
  organizations: () => import('./organizations/index.ts'),
  'app-pages': () => import('./app-pages/index.ts'),
  'app-menu-items': () => import('./app-menu-items/index.ts'),
  'mailing-templates': () => import('./mailing-templates/index.ts'),
  'form-workflow-runs': () => import('./form-workflow-runs/index.ts'),
  'advanced-forms': () => import('./advanced-forms/index.ts'),
  'eqlaat-reports': () => import('./eqlaat-reports/index.ts'),
  'eqlaat-projects': () => import('./eqlaat-projects/index.ts'),
  files: () => import('./files/index.ts'),
  'rental-commands': () => import('./rental-commands/index.ts'),
};

/** The loaders the screens use: the registry above, another one in tests. */
export const OverridesContext = createContext<OverrideLoaders>(OVERRIDE_LOADERS);

const NO_OVERRIDE: KindOverride = {};

/** The override of a kind, `{}` when it has none (every screen generic). */
export async function loadOverride(loaders: OverrideLoaders, type: string | undefined): Promise<KindOverride> {
  const loader = type && Object.hasOwn(loaders, type) ? loaders[type as keyof OverrideLoaders] : undefined;
  return loader ? (await loader()).override : NO_OVERRIDE;
}

/**
 * The override of a kind, loaded once per session of the app. A kind without one answers at once,
 * without a request or a render of waiting.
 */
export function useKindOverride(type: string | undefined): { isLoading: boolean; override: KindOverride } {
  const loaders = useContext(OverridesContext);
  const hasOverride = !!type && Object.hasOwn(loaders, type);
  const query = useQuery({
    queryKey: ['admin', 'override', type],
    queryFn: () => loadOverride(loaders, type),
    enabled: hasOverride,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  if (!hasOverride) return { isLoading: false, override: NO_OVERRIDE };
  return { isLoading: query.isPending, override: query.data ?? NO_OVERRIDE };
}
