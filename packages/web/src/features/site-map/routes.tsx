import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/page-loader.tsx';
import { paths } from '../../paths.ts';

const SiteMapRoute = lazy(() => import('./routes/site-map-route.tsx').then((m) => ({ default: m.SiteMapRoute })));

function Loading() {
  const { t } = useTranslation();
  return <PageLoader label={t('common.loading')} minHeight={300} />;
}

/** The routes of this area, added to the app's route table (app/router/app-routes.tsx). */
export const siteMapRoutes = (): RouteObject[] => [
  {
    path: paths.siteMap,
    element: (
      <Suspense fallback={<Loading />}>
        <SiteMapRoute />
      </Suspense>
    ),
  },
];
