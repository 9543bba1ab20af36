import { useTranslation } from '../lib/i18n/i18n.ts';
import { Suspense, useEffect } from 'react';
import type { ReactNode } from 'react';
import { setUiState } from '../lib/ui-store.ts';
import { PageLoader } from './page-loader.tsx';

/** While a screen's code loads, the loading bar shows too (spec §4 "route loading"). */
function RouteLoading() {
  const { t } = useTranslation();
  useEffect(() => {
    setUiState({ routeLoading: true });
    return () => setUiState({ routeLoading: false });
  }, []);
  return <PageLoader label={t('common.loading')} minHeight={400} />;
}

/** A screen loaded on first visit, with the loader holding its place meanwhile. */
export function LazyScreen({ screen }: { screen: ReactNode }) {
  return <Suspense fallback={<RouteLoading />}>{screen}</Suspense>;
}
