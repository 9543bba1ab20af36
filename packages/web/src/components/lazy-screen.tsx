import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from './page-loader.tsx';

/** A screen loaded on first visit, with the loader holding its place meanwhile. */
export function LazyScreen({ screen }: { screen: ReactNode }) {
  const { t } = useTranslation();
  return <Suspense fallback={<PageLoader label={t('common.loading')} minHeight={400} />}>{screen}</Suspense>;
}
